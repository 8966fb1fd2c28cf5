import react from '@vitejs/plugin-react';
import path from 'node:path';
import { defineConfig } from 'vite';

const web = path.resolve(import.meta.dirname, 'web');

/**
 * The user app's server renderer (web/user/entry-server.tsx) as one self-contained module for
 * Node, dist/web/user-ssr/entry-server.js: React and every library are bundled in, so the server
 * needs none of the web app's packages installed (docs/decisions/server-rendering.md).
 */
export default defineConfig({
  resolve: { alias: { '@': web, '@schemas': path.resolve(import.meta.dirname, 'schemas') } },
  plugins: [react()],
  ssr: { noExternal: true, target: 'node' },
  // React's production build (the bundle does not read NODE_ENV at run time).
  define: { 'process.env.NODE_ENV': JSON.stringify('production') },
  build: {
    ssr: path.join(web, 'user/entry-server.tsx'),
    outDir: path.resolve(import.meta.dirname, 'dist/web/user-ssr'),
    emptyOutDir: true,
    target: 'node20',
    minify: false,
    rolldownOptions: { output: { codeSplitting: false } },
  },
});
