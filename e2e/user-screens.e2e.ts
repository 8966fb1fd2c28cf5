import { spawnSync } from 'node:child_process';
import { writeFileSync } from 'node:fs';
import path from 'node:path';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { chainTools } from '../devchain/chain-tools';
import { readRunningChain } from '../devchain/running-chain';
import { startSmtpCapture, type SmtpCapture } from '../tests/support/smtp-capture';
import { signIn } from './support/auth';
import { launchBrowser, newContext, screenshot, toastWith, waitForApp } from './support/browser';
import {
  findBrokenLines,
  findCutText,
  recordAnnouncements,
  seriousA11yViolations,
} from './support/screen-checks';
import { serverEnv, startServer, type TestServer } from './support/server';
import { tickChecklist, uploadIdPhotos } from './support/withdraw';

// The longest realistic data (docs/decisions/amounts-and-screen-states.md): ten-digit balances with eight decimals, a 60-character
// name, a long e-mail, many wallets with long names, many transactions, an open order.
const PASSWORD = 'Prueba-Larga-2026!';
const LONG_USER = {
  email: 'maria.fernanda.gonzalez.delatorre@correo-empresarial-de-ejemplo.com.mx',
  fullName: 'María Fernanda de los Ángeles González de la Torre Hernández',
};
const RECOVERY_USER = 'recupera.contrasena@ejemplo.mx';
const BALANCES = [
  '9999999999.99999999',
  '8765432109.87654321',
  '1234567890.12345678',
  '10250.75000000',
  '1520.12345678',
  '42.12345678',
  '0.00000001',
  '0',
];
const address = (i: number) => `0x${String(i + 1).padStart(40, 'a')}`;
const walletName = (i: number) =>
  i % 2 === 0 ? `Cartera de ahorro para la universidad de los niños ${i + 1}` : `Cartera ${i + 1}`;
// Anvil's account #0: a valid EIP-55 address that is none of the wallets.
const DESTINATION = '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266';
const WIDTHS = [320, 360, 390] as const;

let smtp: SmtpCapture;
let server: TestServer;
let browser: Browser;

/** Imports the long user (and one to recover) into a fresh data folder, then starts on it. */
async function startWithLongData() {
  const env = await serverEnv();
  const csv = path.join(env.DATA_DIR!, '..', `${path.basename(env.DATA_DIR!)}-long.csv`);
  const header =
    'email,name,fullName,cellphone,countryCode,country,date,password,address,walletName,pretokenizedBalance';
  const rows = BALANCES.map(
    (balance, i) =>
      `${LONG_USER.email},María Fernanda,${LONG_USER.fullName},5512345678,+52,México,,${PASSWORD},${address(i)},${walletName(i)},${balance}`,
  );
  rows.push(`${RECOVERY_USER},Recupera,,,,,,${PASSWORD},${address(20)},Única,5`);
  writeFileSync(csv, [header, ...rows].join('\n'));
  const { DATABASE_URL: _shared, ...inherited } = process.env;
  const imported = spawnSync(
    process.execPath,
    ['--import', 'tsx', 'server/cli/index.ts', 'import', csv],
    {
      cwd: path.resolve(import.meta.dirname, '..'),
      env: { ...inherited, ...env },
      encoding: 'utf8',
    },
  );
  if (imported.status !== 0) throw new Error(`import failed: ${imported.stderr}${imported.stdout}`);
  return startServer({
    env: { DATA_DIR: env.DATA_DIR!, INSTALL_GATE: 'off', SMTP_URL: smtp.url },
  });
}

beforeAll(async () => {
  smtp = await startSmtpCapture();
  [server, browser] = await Promise.all([startWithLongData(), launchBrowser()]);
  // The largest wallet holds ten digits on chain too (9,999,999,999.999999 USDT, the most a
  // wallet's numeric(18,8) stores), received in thirteen transfers.
  const chain = readRunningChain(server.dataDir)!;
  const tools = chainTools(chain.rpcUrl);
  await tools.mint(chain.usdtAddress, address(0) as `0x${string}`, '9999985185.185307');
  // One transaction each (a history row each; a batch would be one transaction).
  for (let i = 0; i < 12; i++) {
    await tools.mint(chain.usdtAddress, address(0) as `0x${string}`, '1234.567891');
  }
});

afterAll(async () => {
  await browser?.close();
  await server?.stop();
  await smtp?.close();
});

interface Screen {
  name: string;
  path: string;
  ready: (page: Page) => Promise<unknown>;
}

let user: { context: BrowserContext; errors: string[]; page: Page };
let walletIds: string[];
let orderId: string;

describe('the long user', () => {
  beforeAll(async () => {
    // Its tests hold and cut calls; pwa.e2e.ts covers the service worker.
    const { context, errors } = await newContext(browser, server.url, { serviceWorkers: 'block' });
    user = { context, errors, page: await context.newPage() };
    await signIn(user.page, LONG_USER.email, PASSWORD);
    // Ordering needs a complete profile: the import gave a name and a phone, not the ID photos.
    await uploadIdPhotos(user.page);
  });
  afterAll(() => user.context.close());

  it('reads the chain and orders one wallet, the confirm button keeping its name while sending', async () => {
    const { page } = user;
    walletIds = await page.evaluate(async () =>
      ((await (await fetch('/api/wallets')).json()) as { id: string }[]).map((w) => w.id),
    );
    const first = page.locator('[data-testid="wallet-card"]').first();
    await first.getByRole('button', { name: 'Actualizar saldo' }).click();
    const done = toastWith(page, 'Saldo actualizado').or(toastWith(page, 'Error al actualizar'));
    await done.waitFor({ timeout: 90_000 });
    await screenshot(page, 'user-screens-refreshed');
    expect(await done.innerText()).toContain('Saldo actualizado');
    await first.getByText('En Blockchain').waitFor();

    await page.goto(`/withdraw/${walletIds[1]}`);
    await page.getByLabel('Dirección de destino (ERC-20)').fill(DESTINATION);
    await page.getByRole('button', { name: 'Continuar a Confirmación' }).click();
    // Hold the order's answer to see the button while it is sent.
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route('**/api/withdrawals', async (route) => {
      if (route.request().method() === 'POST') await held;
      await route.fallback();
    });
    await tickChecklist(page);
    await page.getByRole('button', { name: 'Confirmar y Enviar Retiro' }).click();
    const sending = page.getByRole('button', { name: 'Procesando Retiro...' });
    await sending.waitFor();
    expect(await sending.getAttribute('aria-busy')).toBe('true');
    expect(await sending.isDisabled()).toBe(true);
    release();
    await page.waitForURL('**/withdraw-success?**');
    await page.unroute('**/api/withdrawals');
    orderId = new URL(page.url()).searchParams.get('orden')!;
    await page.getByRole('heading', { name: 'Orden Registrada Exitosamente' }).waitFor();
    // The order is the balance cut to USDT's 6 decimals.
    expect(await page.getByTestId('order-amount').innerText()).toBe('8,765,432,109.876543 USDT');
  });

  const screens = (): Screen[] => [
    {
      name: 'dashboard',
      path: '/',
      // With the balances explained open, so their text is checked too.
      ready: async (p) => {
        await p.getByTestId('open-withdrawals').waitFor();
        await p.getByText('¿Qué significan estos saldos?').click();
        await p.getByText('no es un saldo adicional a tu favor').waitFor();
      },
    },
    {
      name: 'qr',
      path: `/qr/${address(0)}`,
      ready: (p) => p.getByTestId('transaction').nth(12).waitFor(),
    },
    {
      name: 'receive',
      path: '/receive',
      ready: (p) => p.getByTestId('receive-wallet').first().waitFor(),
    },
    { name: 'profile', path: '/profile', ready: (p) => p.getByLabel('Nombre completo').waitFor() },
    {
      name: 'withdraw',
      path: '/withdraw',
      ready: (p) => p.getByRole('button', { name: 'Saldo No Disponible' }).waitFor(),
    },
    {
      name: 'destination',
      path: `/withdraw/${walletIds[0]}`,
      ready: (p) => p.getByLabel('Dirección de destino (ERC-20)').waitFor(),
    },
    {
      name: 'destination-pending',
      path: `/withdraw/${walletIds[1]}`,
      ready: (p) => p.getByTestId('unavailable').waitFor(),
    },
    {
      name: 'confirm',
      path: `/withdraw-confirm/${walletIds[0]}?address=${DESTINATION}`,
      ready: (p) => p.getByRole('button', { name: 'Confirmar y Enviar Retiro' }).waitFor(),
    },
    {
      name: 'confirm-pending',
      path: `/withdraw-confirm/${walletIds[1]}?address=${DESTINATION}`,
      ready: (p) => p.getByTestId('unavailable').waitFor(),
    },
    {
      name: 'success',
      path: `/withdraw-success?orden=${orderId}`,
      ready: (p) => p.getByRole('heading', { name: 'Orden Registrada Exitosamente' }).waitFor(),
    },
    {
      name: 'success-without-order',
      path: '/withdraw-success',
      ready: (p) => p.getByRole('heading', { name: 'No hay una orden que mostrar' }).waitFor(),
    },
    {
      name: 'not-found',
      path: '/no-existe',
      ready: (p) => p.getByRole('heading', { name: '404 · Página no encontrada' }).waitFor(),
    },
  ];

  it('cuts no text, breaks no amount or button label on any screen at 320, 360 and 390 px, and axe finds nothing serious', async () => {
    const { page } = user;
    const faults: string[] = [];
    // One load per screen; the widths are a resize each (the layout follows without reloading).
    for (const screen of screens()) {
      await page.setViewportSize({ width: WIDTHS[0], height: 720 });
      await page.goto(screen.path);
      await screen.ready(page);
      for (const width of WIDTHS) {
        await page.setViewportSize({ width, height: 720 });
        faults.push(...(await findCutText(page)).map((f) => `${width} ${screen.name}: ${f}`));
        faults.push(...(await findBrokenLines(page)).map((f) => `${width} ${screen.name}: ${f}`));
        await screenshot(page, `screens-${width}-${screen.name}`);
      }
      const violations = await seriousA11yViolations(page);
      faults.push(...violations.map((v) => `axe ${screen.name}: ${v}`));
    }
    expect(faults).toEqual([]);
  });

  it('shows the amounts: lists and the order to six decimals, the source and what stays exact', async () => {
    const { page } = user;
    await page.setViewportSize({ width: 320, height: 720 });
    await page.goto('/');
    await page.getByTestId('open-withdrawals').waitFor();
    // 20000011812.99691355 in the list: six decimals, cut, not rounded.
    expect(await page.getByTestId('total-balance').innerText()).toBe('20,000,011,812.996913 USDT');
    await page.goto(`/withdraw/${walletIds[0]}`);
    expect(await page.getByTestId('withdrawal-amount').innerText()).toBe(
      '9,999,999,999.999999 USDT',
    );
    expect(await page.getByTestId('withdrawal-remainder').innerText()).toBe(
      '0.00000099 USDT quedan en tu cartera: USDT transfiere hasta 6 decimales.',
    );
    await page.getByText('9,999,999,999.99999999 USDT').waitFor();
  });

  it('marks a wrong destination on the field, and its toast leaves once it is corrected', async () => {
    const { page } = user;
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto(`/withdraw/${walletIds[0]}`);
    const field = page.getByLabel('Dirección de destino (ERC-20)');
    await field.fill('0x1234');
    const announced = await recordAnnouncements(page);
    await page.getByRole('button', { name: 'Continuar a Confirmación' }).click();
    await toastWith(page, 'Dirección Inválida').waitFor();
    expect(await field.getAttribute('aria-invalid')).toBe('true');
    await page.getByText('0x seguida de 40 caracteres hexadecimales').first().waitFor();
    // Announced to screen readers, not only shown.
    await expect.poll(announced).toContainEqual(expect.stringContaining('Dirección Inválida'));
    await screenshot(page, 'user-screens-invalid-destination');

    await field.fill(DESTINATION);
    await toastWith(page, 'Dirección Inválida').waitFor({ state: 'detached' });
    expect(await field.getAttribute('aria-invalid')).toBeNull();
    await page.getByRole('button', { name: 'Continuar a Confirmación' }).click();
    await page.getByRole('heading', { name: 'Confirmar Retiro' }).waitFor();
    expect(await toastWith(page, 'Dirección Inválida').count()).toBe(0);
  });

  it('says so when the wallets cannot be read, and retries', async () => {
    const { page } = user;
    // The server renders / with its wallets: reach it from another screen, so the browser reads
    // them (and the read fails).
    await page.goto('/profile');
    await waitForApp(page);
    await page.route('**/api/wallets', (route) => route.abort());
    await page.getByRole('link', { name: 'Volver al inicio' }).click();
    await page.getByText('No se pudieron cargar tus carteras').waitFor();
    expect(await page.getByTestId('total-balance').innerText()).toBe('Saldo no disponible');
    expect(await seriousA11yViolations(page)).toEqual([]);
    await screenshot(page, 'user-screens-wallets-failed');
    await page.unroute('**/api/wallets');
    await page.getByRole('button', { name: 'Reintentar' }).click();
    await page.getByTestId('wallet-card').first().waitFor();
  });

  it('names each screen in the tab title', async () => {
    const { page } = user;
    const titles: string[] = [];
    for (const path of ['/', '/receive', '/withdraw', '/profile']) {
      await page.goto(path);
      await page.locator('main').waitFor();
      await expect.poll(() => page.title()).toMatch(/ · /);
      titles.push((await page.title()).split(' · ')[0]!);
    }
    expect(titles).toEqual([
      'Mis carteras',
      'Recibir fondos',
      'Retirar Fondos',
      'Perfil de Usuario',
    ]);
  });

  it('works by keyboard, with a visible focus ring on every stop', async () => {
    const { page } = user;
    await page.goto('/');
    await page.getByTestId('wallet-card').first().waitFor();
    const unmarked: string[] = [];
    for (let i = 0; i < 14; i++) {
      await page.keyboard.press('Tab');
      const stop = await page.evaluate(() => {
        const el = document.activeElement as HTMLElement | null;
        if (!el || el === document.body) return null;
        const s = getComputedStyle(el);
        const ring =
          (s.outlineStyle !== 'none' && parseFloat(s.outlineWidth) > 0) || s.boxShadow !== 'none';
        return {
          name: el.getAttribute('aria-label') ?? el.textContent?.trim() ?? el.tagName,
          ring,
        };
      });
      if (stop && !stop.ring) unmarked.push(stop.name);
    }
    expect(unmarked).toEqual([]);
    // 'Retirar' is reached and followed with the keyboard.
    await page.getByRole('link', { name: 'Retirar', exact: true }).focus();
    await page.keyboard.press('Enter');
    await page.getByRole('heading', { name: 'Retirar Fondos' }).waitFor();
    // Only the read the failure test cut off on purpose.
    expect(user.errors.filter((e) => !e.includes('net::ERR_FAILED'))).toEqual([]);
  });
});

describe('signed out', () => {
  it('cuts nothing and passes axe on sign-in and the three recovery steps', async () => {
    const { context, errors } = await newContext(browser, server.url);
    const page = await context.newPage();
    const faults: string[] = [];
    const check = async (name: string) => {
      for (const width of WIDTHS) {
        await page.setViewportSize({ width, height: 720 });
        faults.push(...(await findCutText(page)).map((f) => `${width} ${name}: ${f}`));
        faults.push(...(await findBrokenLines(page)).map((f) => `${width} ${name}: ${f}`));
        await screenshot(page, `screens-${width}-${name}`);
      }
      faults.push(...(await seriousA11yViolations(page)).map((v) => `axe ${name}: ${v}`));
    };
    await page.goto('/auth');
    await page.getByRole('button', { name: 'Acceder a Cartera' }).waitFor();
    expect(await page.title()).toMatch(/^Iniciar sesión · /);
    await check('sign-in');

    await page.goto('/password-recovery');
    await page.getByLabel('Correo electrónico').fill(RECOVERY_USER);
    await check('recovery-email');
    await page.getByRole('button', { name: 'Enviar código' }).click();
    const codeInput = page.getByLabel('Código de verificación');
    await codeInput.waitFor();
    await check('recovery-verify');
    const mail = await smtp.waitFor(
      (m) =>
        m.to.includes(RECOVERY_USER) &&
        (m.email.subject ?? '').startsWith('Tu código de verificación'),
    );
    await codeInput.fill(/\b(\d{6})\b/.exec(mail.email.text ?? '')![1]!);
    await page.getByRole('button', { name: 'Verificar código' }).click();
    await page.getByRole('heading', { name: 'Contraseña restablecida' }).waitFor();
    await check('recovery-success');
    expect(faults).toEqual([]);
    expect(errors).toEqual([]);
    await context.close();
  });
});
