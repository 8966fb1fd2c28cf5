import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import path from 'node:path';
import { defineConfig } from 'vite';
import { zodChunk, reactChunk, iconsChunk } from './scripts/chunk-groups';
import { VitePWA } from 'vite-plugin-pwa';
import { userPathPatterns } from './web/user/route-paths';

const web = path.resolve(import.meta.dirname, 'web');

/** The installable user app: built to dist/web/user, served at /, with /sw.js. */
export default defineConfig({
  root: path.join(web, 'user'),
  publicDir: path.join(web, 'user/public'),
  resolve: { alias: { '@': web, '@schemas': path.resolve(import.meta.dirname, 'schemas') } },
  plugins: [
    react(),
    tailwindcss(),
    VitePWA({
      registerType: 'prompt',
      // Registered from the bundle (virtual:pwa-register): the CSP forbids inline scripts.
      injectRegister: false,
      filename: 'sw.js',
      manifestFilename: 'manifest.webmanifest',
      includeAssets: ['icons/apple-touch-icon-180.png'],
      manifest: {
        id: '/',
        name: 'Cartera USDT',
        short_name: 'Cartera',
        description: 'Consulta y administra tus carteras USDT de forma segura.',
        lang: 'es',
        dir: 'ltr',
        start_url: '/',
        scope: '/',
        display: 'standalone',
        orientation: 'portrait',
        theme_color: '#0F172A',
        background_color: '#F4F7F9',
        icons: [
          { src: '/icons/icon-192.png', sizes: '192x192', type: 'image/png', purpose: 'any' },
          { src: '/icons/icon-512.png', sizes: '512x512', type: 'image/png', purpose: 'any' },
          {
            src: '/icons/maskable-512.png',
            sizes: '512x512',
            type: 'image/png',
            purpose: 'maskable',
          },
        ],
      },
      workbox: {
        // Only this build's files are precached: the admin app is a separate build.
        globPatterns: ['**/*.{js,css,html,svg,png,webmanifest}'],
        navigateFallback: 'index.html',
        navigateFallbackAllowlist: userPathPatterns(),
        cleanupOutdatedCaches: true,
      },
    }),
  ],
  build: {
    outDir: path.resolve(import.meta.dirname, 'dist/web/user'),
    emptyOutDir: true,
    target: 'es2022',
    // Read by scripts/build-web.ts (the server's route preloads) and bench:bundle.
    manifest: true,
    rolldownOptions: {
      output: { codeSplitting: { groups: [zodChunk, reactChunk, iconsChunk] } },
    },
  },
});
