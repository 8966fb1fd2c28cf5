import type { Browser } from 'playwright-core';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createBenchDatabase } from '../bench/support/postgres';
import { DEMO_USER, signInAdmin } from './support/auth';
import {
  expectNoSidewaysScroll,
  launchBrowser,
  newContext,
  screenshot,
  waitForApp,
} from './support/browser';
import { findCutText, seriousA11yViolations } from './support/screen-checks';
import { startServer, type TestServer } from './support/server';

const DESKTOP = { width: 1280, height: 800 };

/*
 * The dashboard's view of the mail outbox, with the mail server down (nothing listens on its
 * port). On PostgreSQL, so the test can age a waiting mail past the 5 minutes instead of waiting.
 */
let database: Awaited<ReturnType<typeof createBenchDatabase>>;
let server: TestServer;
let browser: Browser;
beforeAll(async () => {
  database = await createBenchDatabase();
  [server, browser] = await Promise.all([
    startServer({
      env: {
        DATABASE_URL: database.url,
        SMTP_URL: 'smtp://127.0.0.1:9?connectionTimeout=500&greetingTimeout=500&socketTimeout=500',
      },
    }),
    launchBrowser(),
  ]);
});
afterAll(async () => {
  await browser?.close();
  await server?.stop();
  await database?.drop();
});

async function ageWaitingMails(minutes: number) {
  const client = new pg.Client({ connectionString: database.url });
  await client.connect();
  await client.query(
    `update mail_outbox set created_at = now() - make_interval(mins => $1) where sent_at is null`,
    [minutes],
  );
  await client.end();
}

describe('the mail outbox on the dashboard', () => {
  it('says the queue is clear, counts waiting mails, and warns about one waiting too long', async () => {
    const { context, errors } = await newContext(browser, server.url, { viewport: DESKTOP });
    const page = await context.newPage();
    await signInAdmin(page, server.adminPrefix);
    await page.getByText('Cola de correo: al día').waitFor();

    // A recovery code while the mail server is down: the mail waits in the outbox.
    const asked = await fetch(`${server.url}/api/password-recovery/send-code`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: DEMO_USER.email }),
    });
    expect(asked.status).toBe(200);
    await page.reload();
    await waitForApp(page);
    await page.getByText('Cola de correo: 1 correo por enviar').waitFor();
    await screenshot(page, 'admin-mail-outbox-waiting-desktop');

    await ageWaitingMails(12);
    await page.reload();
    await waitForApp(page);
    const warning = page.getByRole('alert').filter({ hasText: 'Hay correos sin entregar' });
    // The server's page gives the exact time; the age ('hace 12 min') follows once the page has
    // hydrated and the reader's clock is known.
    await warning.filter({ hasText: 'espera desde hace' }).waitFor();
    const text = await warning.innerText();
    expect(text).toContain('Hay correos sin entregar · 1 correo por enviar');
    expect(text).toMatch(/El más antiguo espera desde hace 1[23] min/);
    expect(text).toContain('«Tu código de verificación · Cartera USDT»');
    expect(text).toContain(DEMO_USER.email);
    expect(text).toMatch(/Último error: No se pudo enviar el correo/);

    const faults: string[] = [];
    for (const [name, viewport] of [
      ['desktop', DESKTOP],
      ['phone', { width: 390, height: 844 }],
    ] as const) {
      await page.setViewportSize(viewport);
      await expectNoSidewaysScroll(page);
      // The header's links scroll sideways in their own strip on a phone, by design.
      const cut = (await findCutText(page)).filter(
        (f) => !/ overflows <nav class="[^"]*overflow-x-auto/.test(f),
      );
      faults.push(...cut.map((f) => `${name}: ${f}`));
      await screenshot(page, `admin-mail-outbox-late-${name}`, { fullPage: false });
    }
    faults.push(...(await seriousA11yViolations(page)));
    expect(faults).toEqual([]);
    expect(errors).toEqual([]);
    await context.close();
  });
});
