// `npm start`: builds the web apps when their build is missing or older than their sources,
// then runs the server (TypeScript through tsx) and passes SIGTERM/SIGINT on to it.
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '..');
const VITE_CONFIGS = ['vite.user.config.ts', 'vite.admin.config.ts'];
const BUILT = ['dist/web/user/index.html', 'dist/web/admin/index.html'];
const SOURCES = ['web', ...VITE_CONFIGS, 'package-lock.json'];

/** Newest modification time under a file or folder. */
function newest(target) {
  const stat = statSync(target);
  if (!stat.isDirectory()) return stat.mtimeMs;
  return readdirSync(target, { withFileTypes: true })
    .filter((entry) => entry.name !== 'node_modules' && !entry.name.startsWith('.'))
    .reduce((latest, entry) => Math.max(latest, newest(path.join(target, entry.name))), 0);
}

function buildIsStale() {
  const built = BUILT.map((f) => path.join(root, f));
  if (!built.every(existsSync)) return true;
  const builtAt = Math.min(...built.map((f) => statSync(f).mtimeMs));
  const sourcesAt = Math.max(
    ...SOURCES.map((f) => path.join(root, f))
      .filter(existsSync)
      .map(newest),
  );
  return sourcesAt > builtAt;
}

function buildWebApps() {
  if (!VITE_CONFIGS.every((f) => existsSync(path.join(root, f)))) {
    console.warn(
      'Aviso: las aplicaciones web aún no tienen configuración de Vite; solo se sirve la API.',
    );
    return;
  }
  if (!buildIsStale()) return;
  console.log('Construyendo las aplicaciones web (npm run build)…');
  const npm = process.platform === 'win32' ? 'npm.cmd' : 'npm';
  const build = spawnSync(npm, ['run', 'build'], { cwd: root, stdio: 'inherit' });
  if (build.status !== 0) {
    console.error('La construcción de las aplicaciones web falló.');
    process.exit(build.status ?? 1);
  }
}

buildWebApps();
const server = spawn(process.execPath, ['--import', 'tsx', 'server/main.ts'], {
  cwd: root,
  stdio: 'inherit',
});
for (const signal of ['SIGTERM', 'SIGINT']) {
  process.on(signal, () => server.kill(signal));
}
server.on('exit', (code, signal) => {
  process.exit(code ?? (signal ? 128 + (signal === 'SIGINT' ? 2 : 15) : 1));
});
