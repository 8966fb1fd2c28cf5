import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { DEMO_NEVER_SYNCED } from '../devchain/demo-funding';
import { fundOnRunningChain } from '../devchain/fund';
import { DEMO_USERS } from '../server/seed/demo-data';
import { signIn } from './support/auth';
import { newContext, screenshot, toastWith } from './support/browser';
import { setupE2E } from './support/suite';

const [ANA, CARLOS, LUCIA, JORGE] = DEMO_USERS as [
  (typeof DEMO_USERS)[number],
  (typeof DEMO_USERS)[number],
  (typeof DEMO_USERS)[number],
  (typeof DEMO_USERS)[number],
];
const PRINCIPAL = ANA.wallets[0]!.address;
const VACIA = ANA.wallets[2]!.address;

const e2e = setupE2E();

async function signedIn(email: string) {
  const { context, errors } = await newContext(e2e.browser, e2e.server.url, { standalone: true });
  await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: e2e.server.url });
  const page = await context.newPage();
  await signIn(page, email, ANA.password);
  await page
    .getByTestId('wallet-card')
    .first()
    .or(page.getByText('No se Encontraron Carteras'))
    .waitFor();
  return { context, errors, page };
}

const card = (page: Page, address: string) =>
  page.locator(`[data-testid="wallet-card"][data-address="${address}"]`);

const tileLabels = async (page: Page, address: string) =>
  (await card(page, address).getByTestId('balance-tile').allInnerTexts()).map((t) =>
    t.replace(/\s+/g, ' ').trim(),
  );

describe('dashboard', () => {
  it('lists the wallets by pretokenized balance with the tile labels and coloured differences', async () => {
    const { context, errors, page } = await signedIn(ANA.email);
    const addresses = await page
      .getByTestId('wallet-card')
      .evaluateAll((cards) => cards.map((c) => c.getAttribute('data-address')));
    expect(addresses).toEqual(ANA.wallets.map((w) => w.address));

    await expect.poll(() => page.getByTestId('total-balance').innerText()).toBe('1,750.50 USDT');
    expect(await page.getByTestId('wallet-counts').innerText()).toBe(
      '3 carteras · 2 en blockchain',
    );

    // Above its pretokenized balance: 'Tokenizado', positive difference in green.
    expect(await tileLabels(page, PRINCIPAL)).toEqual([
      'TOKENIZADO 1,500.50 USDT',
      'EN BLOCKCHAIN 1,584.75 USDT',
    ]);
    const gain = card(page, PRINCIPAL).getByTestId('balance-difference');
    expect(await gain.innerText()).toBe('+84.25 USDT');
    expect(await gain.evaluate((e) => getComputedStyle(e).color)).toBe('rgb(21, 128, 61)');
    // Below: 'Sin Tokenizar', negative difference in red.
    const ahorro = ANA.wallets[1]!.address;
    expect(await tileLabels(page, ahorro)).toEqual([
      'SIN TOKENIZAR 250.00 USDT',
      'EN BLOCKCHAIN 180.50 USDT',
    ]);
    const loss = card(page, ahorro).getByTestId('balance-difference');
    expect(await loss.innerText()).toBe('-69.50 USDT');
    expect(await loss.evaluate((e) => getComputedStyle(e).color)).toBe('rgb(185, 28, 28)');
    // Zero on both sides.
    expect(await tileLabels(page, VACIA)).toEqual([
      'TOKENIZADO 0.00 USDT',
      'EN BLOCKCHAIN 0.00 USDT',
    ]);
    expect(await card(page, VACIA).getByTestId('balance-difference').innerText()).toBe('0.00 USDT');
    expect(await card(page, PRINCIPAL).getByTestId('last-sync').innerText()).toMatch(
      /^Actualizado hace (unos segundos|\d+ min)$/,
    );
    expect(await page.getByText('Completa tu perfil para poder retirar').count()).toBe(0);
    await screenshot(page, 'wallets-dashboard');
    expect(errors).toEqual([]);
    await context.close();
  });

  it('shows a never-synced wallet as pending, the profile warning, and refreshes it after an on-chain transfer', async () => {
    const { context, errors, page } = await signedIn(LUCIA.email);
    const address = LUCIA.wallets[0]!.address;
    expect(DEMO_NEVER_SYNCED).toContain(address);
    const warning = page.getByText('Completa tu perfil para poder retirar');
    await warning.waitFor();
    // Its sign blinks; the text stays at full contrast.
    const alert = page.getByRole('alert').filter({ has: warning });
    expect(await alert.locator('svg').evaluate((e) => getComputedStyle(e).animationName)).toBe(
      'blink',
    );
    expect(await alert.evaluate((e) => getComputedStyle(e).animationName)).toBe('none');
    expect(await tileLabels(page, address)).toEqual(['SIN TOKENIZAR 875.00 USDT', 'PENDIENTE —']);
    expect(await card(page, address).getByTestId('balance-difference').count()).toBe(0);
    expect(await card(page, address).getByTestId('last-sync').innerText()).toBe(
      'Aún no se ha consultado en blockchain',
    );
    await screenshot(page, 'wallets-dashboard-never-synced');

    // Never read from the chain: its history is empty until the first refresh.
    await card(page, address).getByRole('link', { name: 'Detalles' }).click();
    await page.getByText('No hay transacciones registradas').waitFor();
    await screenshot(page, 'wallets-qr-empty-history');
    await page.getByRole('link', { name: 'Volver al inicio' }).click();

    await fundOnRunningChain(e2e.server.dataDir, address, '100');
    await card(page, address).getByRole('button', { name: 'Actualizar saldo' }).click();
    await toastWith(page, 'Saldo actualizado').waitFor();
    await expect
      .poll(() => tileLabels(page, address))
      .toEqual(['TOKENIZADO 875.00 USDT', 'EN BLOCKCHAIN 1,000.00 USDT']);
    expect(await card(page, address).getByTestId('balance-difference').innerText()).toBe(
      '+125.00 USDT',
    );
    await screenshot(page, 'wallets-refreshed');

    // Again at once: the 10-second cool-down answers, shown as a failure toast.
    await card(page, address).getByRole('button', { name: 'Actualizar saldo' }).click();
    await toastWith(page, 'Error al actualizar')
      .filter({ hasText: 'Esta cartera se actualizó hace menos de 10 segundos' })
      .waitFor();
    await screenshot(page, 'wallets-refresh-cooldown');
    expect(errors.filter((e) => !e.includes('status of 429'))).toEqual([]);
    await context.close();
  });

  it('says so when the user has no wallets', async () => {
    const { context, errors, page } = await signedIn(JORGE.email);
    await page.getByText('No hay carteras asociadas con tu cuenta.').waitFor();
    expect(await page.getByTestId('wallet-counts').innerText()).toBe(
      '0 carteras · 0 en blockchain',
    );
    // Nothing to withdraw from.
    expect(await page.getByRole('button', { name: 'Retirar', exact: true }).isDisabled()).toBe(
      true,
    );
    await screenshot(page, 'wallets-empty');
    expect(errors).toEqual([]);
    await context.close();
  });
});

describe('QR page', () => {
  it('shows the QR, copies the address and lists the history with directions and amounts', async () => {
    const { context, errors, page } = await signedIn(ANA.email);
    await card(page, PRINCIPAL).getByRole('link', { name: 'Detalles' }).click();
    await page.waitForURL(`**/qr/${PRINCIPAL}`);
    const qr = page.getByTestId('wallet-qr');
    await qr.waitFor();
    expect(await qr.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBe(256);
    expect(await page.getByTestId('full-address').innerText()).toBe(PRINCIPAL);

    await page.getByRole('button', { name: 'Copiar' }).click();
    await toastWith(page, 'Dirección copiada al portapapeles').waitFor();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(PRINCIPAL);
    await page.getByRole('button', { name: 'Copiada' }).waitFor();

    const explorer = page.getByRole('link', { name: 'Explorador', exact: true });
    expect(await explorer.getAttribute('href')).toBe(`https://etherscan.io/address/${PRINCIPAL}`);

    const rows = page.getByTestId('transaction');
    await rows.first().waitFor();
    const summary = await rows.evaluateAll((items) =>
      items.map((item) => {
        const text = (item as HTMLElement).innerText;
        const direction = text.includes('Recibido') ? 'Recibido' : 'Enviado';
        const amount = item.querySelector('[data-testid="transaction-amount"]')!.textContent;
        return `${direction} ${text.includes('Exitoso') ? 'Exitoso' : 'Fallido'} ${amount}`;
      }),
    );
    expect(summary.sort()).toEqual(
      [
        'Enviado Exitoso -0.100000 ETH',
        'Recibido Exitoso +0.250000 ETH',
        'Recibido Exitoso +10.00 USDT',
        'Enviado Exitoso -25.50 USDT',
        'Recibido Exitoso +1,600.25 USDT',
      ].sort(),
    );
    const txLink = rows.first().getByRole('link', { name: 'Ver en el explorador' });
    expect(await txLink.getAttribute('href')).toMatch(
      /^https:\/\/etherscan\.io\/tx\/0x[0-9a-f]{64}$/,
    );
    await screenshot(page, 'wallets-qr');
    expect(errors).toEqual([]);
    await context.close();
  });

  it('shows a failed token transfer, and never another user’s wallet', async () => {
    const { context, errors, page } = await signedIn(ANA.email);
    await page.goto(`/qr/${VACIA.toLowerCase()}`);
    const failed = page.getByTestId('transaction').filter({ hasText: 'Fallido' });
    await failed.waitFor();
    expect(await failed.getByTestId('transaction-amount').innerText()).toBe('Token TX');
    expect(await failed.innerText()).toContain('Enviado');

    await page.goto(`/qr/${CARLOS.wallets[0]!.address}`);
    await page.getByText('La cartera solicitada no existe o no tienes acceso a ella.').waitFor();
    expect(await page.getByTestId('wallet-qr').count()).toBe(0);
    await screenshot(page, 'wallets-qr-not-yours');
    expect(errors).toEqual([]);
    await context.close();
  });
});

describe('receive page', () => {
  it('lists every wallet with its balance and QR link, and the four steps', async () => {
    const { context, errors, page } = await signedIn(CARLOS.email);
    await page.getByRole('link', { name: 'Recibir fondos' }).click();
    await page.getByRole('heading', { name: 'Recibir fondos' }).waitFor();
    expect(await page.locator('ol > li').count()).toBe(4);
    const wallets = page.getByTestId('receive-wallet');
    await wallets.first().waitFor();
    expect((await wallets.allInnerTexts()).map((t) => t.replace(/\s+/g, ' '))).toEqual([
      'Inversión 0x15d3…C6A65 Balance actual 10,250.75 USDT Ver QR',
      // docs/product/money.md#how-amounts-are-written: lists show six decimals at most.
      'Gastos 0x9965…0A4dc Balance actual 42.123456 USDT Ver QR',
    ]);
    await screenshot(page, 'wallets-receive');
    await wallets.nth(1).getByRole('link', { name: 'Ver QR' }).click();
    await page.waitForURL(`**/qr/${CARLOS.wallets[1]!.address}`);
    await page.getByTestId('wallet-qr').waitFor();
    expect(errors).toEqual([]);
    await context.close();
  });
});
