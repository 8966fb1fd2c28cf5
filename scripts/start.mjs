// `npm start`: builds the web apps when their build is missing or older than their sources
// (`npm run build -- --if-stale`), then runs the server (TypeScript through tsx) and passes
// SIGTERM/SIGINT on to it.
import { spawn, spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '..');
const VITE_CONFIGS = ['vite.user.config.ts', 'vite.admin.config.ts'];

function buildWebAppsIfStale() {
  if (!VITE_CONFIGS.every((f) => existsSync(path.join(root, f)))) {
    console.warn(
      'Aviso: las aplicaciones web aún no tienen configuración de Vite; solo se sirve la API.',
    );
    return;
  }
  const npm = process.platform === 'win32' ? 'npm.cmd' : 'npm';
  const build = spawnSync(npm, ['run', '--silent', 'build', '--', '--if-stale'], {
    cwd: root,
    stdio: 'inherit',
  });
  if (build.status !== 0) {
    console.error('La construcción de las aplicaciones web falló.');
    process.exit(build.status ?? 1);
  }
}

buildWebAppsIfStale();
const server = spawn(process.execPath, ['--import', 'tsx', 'server/main.ts'], {
  cwd: root,
  stdio: 'inherit',
});
for (const signal of ['SIGTERM', 'SIGINT']) {
  process.on(signal, () => server.kill(signal));
}
server.on('exit', (code, signal) => {
  process.exit(code ?? (signal === 'SIGINT' ? 130 : 143));
});
