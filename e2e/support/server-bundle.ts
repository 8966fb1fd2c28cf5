import { mkdirSync, mkdtempSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { build, type Plugin } from 'esbuild';

const ROOT = path.resolve(import.meta.dirname, '../..');

/**
 * Each module keeps its own `import.meta`: the server finds its migrations, mail templates and
 * package.json next to its source files, not next to the bundle.
 */
const ownImportMeta: Plugin = {
  name: 'own-import-meta',
  setup(bundle) {
    bundle.onLoad({ filter: /\.ts$/ }, async ({ path: file }) => {
      const source = await readFile(file, 'utf8');
      const contents = source
        .replaceAll('import.meta.url', JSON.stringify(pathToFileURL(file).href))
        .replaceAll('import.meta.dirname', JSON.stringify(path.dirname(file)))
        .replaceAll('import.meta.filename', JSON.stringify(file));
      return { contents, loader: 'ts' };
    });
  },
};

/**
 * The server's own TypeScript as one JavaScript file (its packages stay imports), written to a
 * folder of its own inside node_modules so those imports resolve from the project. A
 * browser-test server started from it loads in about half the CPU time tsx needs, module by
 * module (docs/decisions/dev-loop.md#browser-tests-run-the-server-from-one-bundle).
 */
export async function buildServerBundle(): Promise<{ file: string; folder: string }> {
  const cache = path.join(ROOT, 'node_modules/.cache');
  mkdirSync(cache, { recursive: true });
  const folder = mkdtempSync(path.join(cache, 'cartera-e2e-server-'));
  const outfile = path.join(folder, 'server.mjs');
  await build({
    entryPoints: [path.join(ROOT, 'server/main.ts')],
    outfile,
    bundle: true,
    packages: 'external',
    platform: 'node',
    format: 'esm',
    target: 'node20',
    tsconfig: path.join(ROOT, 'tsconfig.json'),
    sourcemap: 'linked',
    plugins: [ownImportMeta],
    logLevel: 'warning',
  });
  return { file: outfile, folder };
}
