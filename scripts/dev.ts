/**
 * `npm run dev`: the loop for web work (docs/decisions/dev-loop.md). One address (PORT, 5000 by
 * default) serves both web apps from Vite's dev server, with hot reload, and passes the API on
 * to the real server, which runs beside it under `tsx watch` (restarted on every server change)
 * on DEV_API_PORT (PORT + 1 by default). The admin app is served under its prefix, as in
 * production; the user app renders in the browser (the build renders it on the server).
 */
import { spawn } from 'node:child_process';
import http from 'node:http';
import path from 'node:path';
import { createServer, type ViteDevServer } from 'vite';
import { ConfigError, loadConfig } from '../server/config';
import { isApiPath, proxyRequest } from './dev-proxy';

const root = path.resolve(import.meta.dirname, '..');
// The user config imports web/user/route-paths.ts; Vite's future native loader would want '.ts'.
process.env.VITE_CONFIG_NATIVE_IGNORE_WARNING = 'true';

/** A start-up problem in one Spanish line, as `npm start` says it, and out. */
function stopWith(message: string): never {
  process.stderr.write(`${message}\n`);
  process.exit(1);
}

const config = (() => {
  try {
    return loadConfig();
  } catch (err) {
    if (err instanceof ConfigError) stopWith(err.message);
    throw err;
  }
})();
const port = config.port;
const apiPort = Number(process.env.DEV_API_PORT ?? port + 1);
const publicUrl = `http://localhost:${port}`;
const adminBase = `/${config.adminPathPrefix}/`;

// The API server: the same server/main.ts as `npm start`, restarted by tsx on a server change.
const api = spawn(
  process.execPath,
  [
    path.join(root, 'node_modules/tsx/dist/cli.mjs'),
    'watch',
    '--clear-screen=false',
    'server/main.ts',
  ],
  {
    cwd: root,
    stdio: 'inherit',
    env: {
      ...process.env,
      PORT: String(apiPort),
      HOST: '127.0.0.1',
      ADMIN_PATH_PREFIX: config.adminPathPrefix,
      // Links in e-mails and the server's banner name the address a developer opens.
      PUBLIC_URL: process.env.PUBLIC_URL ?? publicUrl,
    },
  },
);

const front = http.createServer();
const viteFor = (app: 'user' | 'admin', base?: string) =>
  createServer({
    configFile: path.join(root, `vite.${app}.config.ts`),
    ...(base ? { base } : {}),
    // Each app its own pre-bundled dependencies: in one folder they would overwrite each other.
    cacheDir: path.join(root, 'node_modules/.vite', `dev-${app}`),
    logLevel: 'warn',
    clearScreen: false,
    // Each app's hot-reload socket shares the front's port, told apart by its base path.
    server: { middlewareMode: true, hmr: { server: front } },
  });
const [user, admin]: ViteDevServer[] = await Promise.all([
  viteFor('user'),
  // In development the prefix is only in memory: the build keeps its relative base.
  viteFor('admin', adminBase),
]);

front.on('request', (req, res) => {
  const url = req.url ?? '/';
  const notFound = () => {
    res.writeHead(404, { 'content-type': 'text/plain; charset=utf-8' }).end('No encontrado');
  };
  if (isApiPath(url)) return proxyRequest(req, res, apiPort);
  const pathname = url.split('?')[0] ?? '/';
  if (pathname === adminBase.slice(0, -1)) {
    return res.writeHead(302, { location: `${adminBase}login` }).end();
  }
  const vite = pathname.startsWith(adminBase) ? admin : user;
  vite!.middlewares(req, res, notFound);
});
front.on('error', (err: NodeJS.ErrnoException) => {
  api.kill('SIGTERM');
  stopWith(
    err.code === 'EADDRINUSE'
      ? `No se pudo iniciar: el puerto ${port} ya está en uso. Detén el otro proceso o define PORT.`
      : `No se pudo iniciar: ${err.message}`,
  );
});
await new Promise<void>((resolve) => front.listen(port, config.host, resolve));
process.stdout.write(
  [
    '',
    'Desarrollo con recarga en caliente (Ctrl+C para detener)',
    `  App:            ${publicUrl}/`,
    `  Administración: ${publicUrl}${adminBase}login`,
    `  API:            servidor en el puerto ${apiPort}, se reinicia al cambiar server/ o schemas/`,
    '',
  ].join('\n') + '\n',
);

let stopping = false;
async function stop(signal: NodeJS.Signals) {
  if (stopping) return;
  stopping = true;
  const apiExited = new Promise((resolve) => api.once('exit', resolve));
  api.kill(signal);
  await Promise.all([user!.close(), admin!.close()]);
  front.close();
  await apiExited;
  process.exit(0);
}
process.on('SIGINT', () => void stop('SIGINT'));
process.on('SIGTERM', () => void stop('SIGTERM'));
api.on('exit', (code) => {
  if (stopping) return;
  process.stderr.write(`El servidor de la API terminó (${code}).\n`);
  process.exit(code ?? 1);
});
