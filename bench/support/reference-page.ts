import react from '@vitejs/plugin-react';
import path from 'node:path';
import { build } from 'vite';
import { precompress } from '../../scripts/precompress';

/** Builds bench/reference (a bare React 19 page) into `outDir`, pre-compressed; answers outDir. */
export async function buildReferencePage(outDir: string): Promise<string> {
  await build({
    configFile: false,
    root: path.resolve(import.meta.dirname, '../reference'),
    plugins: [react()],
    logLevel: 'warn',
    build: { outDir, emptyOutDir: true, target: 'es2022' },
  });
  precompress(outDir);
  return outDir;
}
