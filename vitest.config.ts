import path from 'node:path';
import { defineConfig } from 'vitest/config';

export default defineConfig({
  resolve: {
    alias: {
      '@': path.resolve(import.meta.dirname, 'web'),
      '@schemas': path.resolve(import.meta.dirname, 'schemas'),
    },
  },
  test: {
    include: [
      'server/**/*.test.ts',
      'schemas/**/*.test.ts',
      'web/**/*.test.ts',
      'devchain/**/*.test.ts',
      'scripts/**/*.test.ts',
      'tests/**/*.test.ts',
    ],
    setupFiles: ['tests/support/fail-on-console-error.ts'],
    testTimeout: 30_000,
    hookTimeout: 60_000,
    pool: 'forks',
    maxWorkers: 2,
  },
});
