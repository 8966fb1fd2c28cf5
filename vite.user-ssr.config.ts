import react from '@vitejs/plugin-react';
import path from 'node:path';
import { defineConfig } from 'vite';

const web = path.resolve(import.meta.dirname, 'web');

/**
 * An app's server renderer (web/{app}/entry-server.tsx) as one self-contained module for Node,
 * dist/web/{app}-ssr/entry-server.js: React and every library are bundled in, so the server
 * needs none of the web app's packages installed (docs/decisions/server-rendering.md).
 */
export const ssrRendererConfig = (app: 'user' | 'admin') =>
  defineConfig({
    resolve: { alias: { '@': web, '@schemas': path.resolve(import.meta.dirname, 'schemas') } },
    plugins: [react()],
    ssr: { noExternal: true, target: 'node' },
    // React's production build (the bundle does not read NODE_ENV at run time).
    define: { 'process.env.NODE_ENV': JSON.stringify('production') },
    build: {
      ssr: path.join(web, `${app}/entry-server.tsx`),
      outDir: path.resolve(import.meta.dirname, `dist/web/${app}-ssr`),
      emptyOutDir: true,
      target: 'node20',
      minify: false,
      rolldownOptions: { output: { codeSplitting: false } },
    },
  });

export default ssrRendererConfig('user');
