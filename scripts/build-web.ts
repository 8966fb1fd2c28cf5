/**
 * Builds both web apps (dist/web/user, dist/web/admin) and writes .br/.gz beside every text
 * asset, which the server sends to browsers that accept them.
 * `--if-stale`: skip when the build is newer than every source it is made from.
 */
import { copyFileSync, renameSync, rmSync, statSync } from 'node:fs';
import path from 'node:path';
import { build } from 'vite';
import { filesUnder, precompress } from './precompress';
import { writeAdminRoutePreloads, writeUserRoutePreloads } from './route-preloads';

const root = path.resolve(import.meta.dirname, '..');
// The user config imports web/user/route-paths.ts; Vite's future native loader would want '.ts'.
process.env.VITE_CONFIG_NATIVE_IGNORE_WARNING = 'true';
const dist = path.join(root, 'dist/web');
const SOURCES = [
  'web',
  'schemas',
  'vite.user.config.ts',
  'vite.admin.config.ts',
  'vite.user-ssr.config.ts',
  'vite.admin-ssr.config.ts',
  'package-lock.json',
];

const newest = (target: string) =>
  statSync(target).isDirectory()
    ? Math.max(0, ...Array.from(filesUnder(target), (f) => statSync(f).mtimeMs))
    : statSync(target).mtimeMs;

function isFresh(): boolean {
  const outputs = [
    'user/index.html',
    'admin/index.html',
    'user-routes.json',
    'admin-routes.json',
    'user-ssr/entry-server.js',
    'admin-ssr/entry-server.js',
  ].map((f) => path.join(dist, f));
  try {
    const built = Math.min(...outputs.map((f) => statSync(f).mtimeMs));
    return SOURCES.every((s) => newest(path.join(root, s)) < built);
  } catch {
    return false;
  }
}

if (process.argv.includes('--if-stale') && isFresh()) {
  console.log('dist/web está al día.');
} else {
  for (const config of [
    'vite.user.config.ts',
    'vite.admin.config.ts',
    'vite.user-ssr.config.ts',
    'vite.admin-ssr.config.ts',
  ]) {
    await build({ configFile: path.join(root, config), logLevel: 'warn' });
  }
  // Vite's manifests move out of the served folders (bench:bundle reads them).
  for (const app of ['user', 'admin']) {
    renameSync(
      path.join(dist, app, '.vite/manifest.json'),
      path.join(dist, `${app}-manifest.json`),
    );
    rmSync(path.join(dist, app, '.vite'), { recursive: true });
  }
  writeUserRoutePreloads(
    path.join(dist, 'user-manifest.json'),
    path.join(dist, 'user-routes.json'),
  );
  writeAdminRoutePreloads(
    path.join(dist, 'admin-manifest.json'),
    path.join(dist, 'admin-routes.json'),
  );
  // The panel's rendered pages start it as the user app's do (server/plugins/admin-shell.ts).
  copyFileSync(path.join(root, 'web/user/public/start.js'), path.join(dist, 'admin/start.js'));
  // index.html files were written last by vite; compress after both builds.
  for (const app of ['user', 'admin']) precompress(path.join(dist, app));
  console.log('dist/web listo (user + admin, con .br y .gz).');
}
