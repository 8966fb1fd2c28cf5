import type { Browser } from 'playwright-core';
import { afterAll, beforeAll } from 'vitest';
import { launchBrowser } from './browser';
import { startServer, type StartServerOptions, type TestServer } from './server';

export interface E2E {
  server: TestServer;
  browser: Browser;
}

/**
 * Starts a server and Chromium before the file's (or describe block's) tests and stops both
 * after them. Read `e2e.server` / `e2e.browser` inside tests.
 */
export function setupE2E(options: StartServerOptions = {}): E2E {
  const e2e = {} as E2E;
  beforeAll(async () => {
    [e2e.server, e2e.browser] = await Promise.all([startServer(options), launchBrowser()]);
  });
  afterAll(async () => {
    await e2e.browser?.close();
    await e2e.server?.stop();
  });
  return e2e;
}
