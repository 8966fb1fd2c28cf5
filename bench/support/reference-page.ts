import react from '@vitejs/plugin-react';
import path from 'node:path';
import { build } from 'vite';
import { precompress } from '../../scripts/precompress';

/**
 * Builds a yardstick page (bench/reference, a bare React 19 page, unless `name` says another)
 * into `outDir`, pre-compressed; answers outDir.
 */
export async function buildReferencePage(outDir: string, name = 'reference'): Promise<string> {
  await build({
    configFile: false,
    root: path.resolve(import.meta.dirname, '..', name),
    plugins: [react()],
    logLevel: 'warn',
    build: { outDir, emptyOutDir: true, target: 'es2022' },
  });
  precompress(outDir);
  return outDir;
}
