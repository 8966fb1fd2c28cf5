import type { Browser } from 'playwright-core';
import { afterAll, beforeAll } from 'vitest';
import { startSmtpCapture, type SmtpCapture } from '../../tests/support/smtp-capture';
import { launchBrowser } from './browser';
import { startServer, type StartServerOptions, type TestServer } from './server';

export interface E2E {
  server: TestServer;
  browser: Browser;
}

export interface MailE2E extends E2E {
  /** The SMTP server the app sends through (every mail it received). */
  smtp: SmtpCapture;
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

/**
 * `setupE2E` with the app's mail going to a real SMTP server in the test process (read
 * `e2e.smtp`), and the login form shown in a normal tab (INSTALL_GATE=off).
 */
export function setupMailE2E(env: Record<string, string> = {}): MailE2E {
  const e2e = {} as MailE2E;
  beforeAll(async () => {
    e2e.smtp = await startSmtpCapture();
    [e2e.server, e2e.browser] = await Promise.all([
      startServer({ env: { SMTP_URL: e2e.smtp.url, INSTALL_GATE: 'off', ...env } }),
      launchBrowser(),
    ]);
  });
  afterAll(async () => {
    await e2e.browser?.close();
    await e2e.server?.stop();
    await e2e.smtp?.close();
  });
  return e2e;
}
