import type { Browser } from 'playwright-core';
import { afterAll, beforeAll } from 'vitest';
import { startSmtpCapture, type SmtpCapture } from '../../tests/support/smtp-capture';
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

export interface MailE2E extends E2E {
  /** The SMTP server (in the test process) the app sends its mail to. */
  smtp: SmtpCapture;
}

/** Like `setupE2E`, with a real SMTP server in the test process as the app's SMTP_URL. */
export function setupE2EWithMail(env: Record<string, string> = {}): MailE2E {
  const e2e = {} as MailE2E;
  beforeAll(async () => {
    e2e.smtp = await startSmtpCapture();
    [e2e.server, e2e.browser] = await Promise.all([
      startServer({ env: { ...env, SMTP_URL: e2e.smtp.url } }),
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
