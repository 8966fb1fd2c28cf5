import path from 'node:path';
import { defineConfig } from 'vitest/config';

/** Browser tests: the real server + Debian's Chromium; two files at a time, each with its own. */
export default defineConfig({
  resolve: {
    alias: {
      '@': path.resolve(import.meta.dirname, 'web'),
      '@schemas': path.resolve(import.meta.dirname, 'schemas'),
    },
  },
  test: {
    include: ['e2e/**/*.e2e.ts'],
    setupFiles: ['tests/support/fail-on-console-error.ts'],
    globalSetup: ['e2e/support/global-setup.ts'],
    testTimeout: 120_000,
    // What a poll waits for is something a person sees appear; on a busy machine that can take
    // longer than vitest's default second.
    expect: { poll: { timeout: 10_000 } },
    hookTimeout: 180_000,
    pool: 'forks',
    maxWorkers: 2,
    // Files share the worker's modules (docs/decisions/dev-loop.md#shared-modules-between-api-test-files).
    isolate: false,
  },
});
