/**
 * Builds both web apps (dist/web/user, dist/web/admin) and writes .br/.gz beside every text
 * asset, which the server sends to browsers that accept them.
 * `--if-stale`: skip when the build is newer than every source it is made from.
 */
import { readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import { build } from 'vite';

const root = path.resolve(import.meta.dirname, '..');
// The user config imports web/user/route-paths.ts; Vite's future native loader would want '.ts'.
process.env.VITE_CONFIG_NATIVE_IGNORE_WARNING = 'true';
const dist = path.join(root, 'dist/web');
const SOURCES = [
  'web',
  'schemas',
  'vite.user.config.ts',
  'vite.admin.config.ts',
  'package-lock.json',
];
const COMPRESSIBLE = /\.(js|css|html|svg|webmanifest|json|txt)$/;

function* files(dir: string): Generator<string> {
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) yield* files(full);
    else yield full;
  }
}

const newest = (target: string) =>
  statSync(target).isDirectory()
    ? Math.max(0, ...Array.from(files(target), (f) => statSync(f).mtimeMs))
    : statSync(target).mtimeMs;

function isFresh(): boolean {
  const outputs = ['user/index.html', 'admin/index.html'].map((f) => path.join(dist, f));
  try {
    const built = Math.min(...outputs.map((f) => statSync(f).mtimeMs));
    return SOURCES.every((s) => newest(path.join(root, s)) < built);
  } catch {
    return false;
  }
}

function precompress() {
  for (const file of files(dist)) {
    if (!COMPRESSIBLE.test(file)) continue;
    const content = readFileSync(file);
    writeFileSync(`${file}.gz`, gzipSync(content, { level: 9 }));
    writeFileSync(
      `${file}.br`,
      brotliCompressSync(content, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }),
    );
  }
}

if (process.argv.includes('--if-stale') && isFresh()) {
  console.log('dist/web está al día.');
} else {
  for (const config of ['vite.user.config.ts', 'vite.admin.config.ts']) {
    await build({ configFile: path.join(root, config), logLevel: 'warn' });
  }
  // index.html files were written last by vite; compress after both builds.
  precompress();
  console.log('dist/web listo (user + admin, con .br y .gz).');
}
