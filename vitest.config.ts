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
    setupFiles: ['tests/support/fail-on-console-error.ts'],
    testTimeout: 30_000,
    hookTimeout: 60_000,
    pool: 'forks',
    maxWorkers: 2,
    // A worker keeps its loaded modules from one test file to the next: importing the server
    // again for every file cost about 70 s of each pass
    // (docs/decisions/dev-loop.md#shared-modules-between-api-test-files).
    isolate: false,
    projects: [
      {
        extends: true,
        test: {
          name: 'node',
          globalSetup: ['tests/support/template-database.ts'],
          include: [
            'server/**/*.test.ts',
            'schemas/**/*.test.ts',
            'web/**/*.test.ts',
            'devchain/**/*.test.ts',
            'scripts/**/*.test.ts',
            'tests/**/*.test.ts',
            'bench/**/*.test.ts',
          ],
        },
      },
      {
        // Web components rendered in a simulated DOM (docs/decisions/dev-loop.md#component-tests).
        extends: true,
        test: {
          name: 'components',
          include: ['web/**/*.test.tsx'],
          environment: 'happy-dom',
          setupFiles: ['tests/support/component-setup.ts'],
        },
      },
    ],
  },
});
