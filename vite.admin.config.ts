import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import path from 'node:path';
import { defineConfig } from 'vite';
import { zodChunk } from './scripts/chunk-groups';

const web = path.resolve(import.meta.dirname, 'web');

/**
 * The admin app: a separate bundle served only under /{ADMIN_PATH_PREFIX}/. Relative base, so
 * the prefix is never written into any file; no service worker.
 */
export default defineConfig({
  root: path.join(web, 'admin'),
  base: './',
  publicDir: false,
  resolve: { alias: { '@': web, '@schemas': path.resolve(import.meta.dirname, 'schemas') } },
  plugins: [react(), tailwindcss()],
  build: {
    outDir: path.resolve(import.meta.dirname, 'dist/web/admin'),
    emptyOutDir: true,
    target: 'es2022',
    // Read by scripts/build-web.ts (the server's route preloads) and bench:bundle.
    manifest: true,
    rolldownOptions: {
      output: { codeSplitting: { groups: [zodChunk] } },
    },
  },
});
