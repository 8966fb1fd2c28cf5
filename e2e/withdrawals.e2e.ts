import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { TEST_USDT_ADDRESS } from '../devchain/chain-tools';
import * as refusal from '../server/modules/withdrawals/withdrawal-destination';
import { DEMO_USERS } from '../server/seed/demo-data';
import { signIn } from './support/auth';
import { newContext, screenshot } from './support/browser';
import { findCutText, seriousA11yViolations } from './support/screen-checks';
import { setupE2EWithMail } from './support/suite';
import { tickChecklist } from './support/withdraw';

const [ANA, CARLOS, LUCIA] = DEMO_USERS as [
  (typeof DEMO_USERS)[0],
  (typeof DEMO_USERS)[0],
  (typeof DEMO_USERS)[0],
];
const MAIN_WALLET = ANA.wallets[0]!;
// Anvil's account #0: a valid EIP-55 address that is none of the demo wallets.
const DESTINATION = '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266';
/** What the operator lists in BLOCKED_DESTINATIONS for this server. */
const BLOCKED = '0x000000000000000000000000000000000000dEaD';

const e2e = setupE2EWithMail({ INSTALL_GATE: 'off', BLOCKED_DESTINATIONS: BLOCKED });

/** Full-page shot from the top, so the sticky header sits where a person sees it. */
async function shot(page: Page, name: string) {
  await page.evaluate(() => window.scrollTo(0, 0));
  await screenshot(page, name);
}

const toast = (page: Page, title: string) => page.getByRole('status').filter({ hasText: title });
const field = (page: Page) => page.getByLabel('Dirección de destino (ERC-20)');
const next = (page: Page) => page.getByRole('button', { name: 'Continuar a Confirmación' });
const walletChoice = (page: Page, name: string) =>
  page.getByTestId('wallet-choice').filter({ hasText: name });
const orders = (page: Page, section: string) =>
  page.getByRole('region', { name: section }).getByRole('listitem');

/** The message the field points at (aria-describedby): what a person reads under it. */
async function messageUnderField(page: Page) {
  const id = await field(page).getAttribute('aria-describedby');
  expect(id, 'the field names its message').toBeTruthy();
  return page.locator(`[id="${id}"]`).innerText();
}

async function signedIn(email: string, width = 390) {
  const { context, errors } = await newContext(e2e.browser, e2e.server.url, {
    viewport: { width, height: 844 },
  });
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  const page = await context.newPage();
  await signIn(page, email, ANA.password);
  return { context, errors, page };
}

async function walletIdOf(page: Page, address: string) {
  return page.evaluate(
    async (wanted) =>
      ((await (await fetch('/api/wallets')).json()) as { id: string; address: string }[]).find(
        (w) => w.address === wanted,
      )!.id,
    address,
  );
}

describe('the destination step', () => {
  it('refuses each destination that cannot receive, under the field, before the confirmation (390 px)', async () => {
    const { context, errors, page } = await signedIn(ANA.email);
    await page.goto('/withdraw');
    await page.getByRole('link', { name: `Retirar de ${MAIN_WALLET.name}` }).click();
    await page.getByRole('heading', { name: 'Destino del Retiro' }).waitFor();
    const cases: [string, string, string][] = [
      ['shape', '0x1234', 'Ingresa una dirección ERC-20 válida'],
      ['checksum', DESTINATION.replace('F', 'f'), refusal.BAD_CHECKSUM],
      ['zero', '0x0000000000000000000000000000000000000000', refusal.ZERO_ADDRESS_REFUSED],
      ['mainnet-usdt', refusal.MAINNET_USDT, refusal.MAINNET_USDT_REFUSED],
      ['configured-usdt', TEST_USDT_ADDRESS, refusal.USDT_CONTRACT_REFUSED],
      ['blocked', BLOCKED, refusal.BLOCKED_REFUSED],
      ['source', MAIN_WALLET.address, refusal.SOURCE_WALLET_REFUSED],
      ['own', ANA.wallets[1]!.address, refusal.OWN_WALLET_REFUSED],
      ['ours', CARLOS.wallets[0]!.address, refusal.OUR_WALLET_REFUSED],
    ];
    for (const [name, address, message] of cases) {
      await field(page).fill(address);
      await next(page).click();
      await expect.poll(() => messageUnderField(page), { message: name }).toContain(message);
      expect(await field(page).getAttribute('aria-invalid'), name).toBe('true');
      await toast(page, 'Dirección Inválida').first().waitFor();
      expect(page.url(), name).toMatch(/\/withdraw\/[0-9a-f-]+$/);
      if (name === 'zero' || name === 'ours' || name === 'checksum') {
        await shot(page, `withdraw-destination-refused-${name}`);
      }
    }
    // The browser logs each refusal (400) itself; nothing else may fail.
    expect(errors.filter((e) => !/status of 400/.test(e))).toEqual([]);
    await context.close();
  });
});

describe('ordering', () => {
  it('orders a wallet on a phone: the labels, the checklist, the order in course, the steps held', async () => {
    const { context, errors, page } = await signedIn(ANA.email);
    await page.getByRole('link', { name: 'Retirar', exact: true }).click();
    await page.waitForURL('**/withdraw');
    await page.getByRole('heading', { name: 'Retirar Fondos' }).waitFor();
    await page.getByText('Aún no tienes retiros').waitFor();
    // A zero wallet says 'Sin Fondos', never 'Disponible para retiro'.
    const empty = walletChoice(page, 'Cartera vacía');
    expect(await empty.getByTestId('wallet-state').innerText()).toBe('Sin Fondos');
    expect(await empty.getByRole('button', { name: 'Sin Fondos' }).isDisabled()).toBe(true);
    await expect.poll(() => page.getByText('Disponible para retiro').count()).toBe(2);
    await shot(page, 'withdraw-1-wallets');

    await page.getByRole('link', { name: `Retirar de ${MAIN_WALLET.name}` }).click();
    expect(await page.getByTestId('withdrawal-amount').innerText()).toBe('1,500.50 USDT');
    expect(await page.getByTestId('withdrawal-remainder').innerText()).toBe(
      '100% del saldo de la cartera',
    );
    expect(await next(page).isDisabled()).toBe(true);
    await field(page).fill(`  ${DESTINATION.toLowerCase()}  `);
    await next(page).click();
    await page.waitForURL('**/withdraw-confirm/**');
    await page.getByRole('heading', { name: 'Confirmar Retiro' }).waitFor();
    // The server answered the checksummed form.
    expect(await page.getByTestId('destination').textContent()).toBe(DESTINATION);
    await page.getByRole('button', { name: 'Copiar dirección' }).click();
    await toast(page, 'Copiado').waitFor();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(DESTINATION);

    // The button waits for the three statements.
    const send = page.getByRole('button', { name: 'Confirmar y Enviar Retiro' });
    expect(await send.isDisabled()).toBe(true);
    await page.getByRole('checkbox', { name: 'Verifiqué la dirección' }).check();
    await page.getByRole('checkbox', { name: 'Entiendo que no se puede revertir' }).check();
    expect(await send.isDisabled()).toBe(true);
    await shot(page, 'withdraw-3-confirm-two-ticked');
    await page.getByRole('checkbox', { name: 'La dirección acepta USDT ERC-20' }).check();
    expect(await send.isEnabled()).toBe(true);
    await page.getByRole('checkbox', { name: 'Entiendo que no se puede revertir' }).uncheck();
    expect(await send.isDisabled()).toBe(true);
    await tickChecklist(page);
    await shot(page, 'withdraw-3-confirm');
    await send.click();
    await page.waitForURL('**/withdraw-success?**');
    await page.getByRole('heading', { name: 'Orden Registrada Exitosamente' }).waitFor();
    expect(await page.getByTestId('order-amount').innerText()).toBe('1,500.50 USDT');
    await shot(page, 'withdraw-4-success');
    // Other mails reach her too (a sign-in from a new browser is announced): take the order's.
    const mail = await e2e.smtp.waitFor(
      (m) =>
        m.to.includes(ANA.email) && m.email.subject === 'Orden de retiro registrada · Cartera USDT',
    );
    expect(mail.email.text).toContain('Monto: 1,500.50 USDT');

    await page.getByRole('link', { name: 'Ver mis retiros' }).click();
    await page.waitForURL('**/withdraw');
    const order = orders(page, 'Retiros en curso').filter({ hasText: 'Pendiente' });
    await order.waitFor();
    expect(await order.textContent()).toContain('1,500.50 USDT');
    expect(await page.getByRole('region', { name: 'Historial de retiros' }).count()).toBe(0);
    // The wallet's state follows its order.
    const held = walletChoice(page, MAIN_WALLET.name);
    expect(await held.getByTestId('wallet-state').innerText()).toBe('Retiro en proceso');
    await held.getByText('Pendiente').waitFor();
    expect(await held.getByRole('button', { name: 'Saldo No Disponible' }).isDisabled()).toBe(true);
    expect(await held.getByRole('link', { name: /Retirar/ }).count()).toBe(0);
    await shot(page, 'withdraw-5-in-course');

    // The steps of that wallet say only why it is unavailable.
    const walletId = await walletIdOf(page, MAIN_WALLET.address);
    for (const path of [
      `/withdraw/${walletId}`,
      `/withdraw-confirm/${walletId}?address=${DESTINATION}`,
    ]) {
      await page.goto(path);
      await page.getByTestId('unavailable').getByText('Saldo No Disponible').waitFor();
      expect(await page.getByText('Saldo de la cartera').count(), path).toBe(0);
      expect(await page.getByText('Monto a retirar').count(), path).toBe(0);
      expect(await field(page).count(), path).toBe(0);
      await shot(
        page,
        `withdraw-6-held-${path.startsWith('/withdraw/') ? 'destination' : 'confirm'}`,
      );
    }
    await page.getByRole('link', { name: 'Ver mis retiros' }).click();
    await page.waitForURL('**/withdraw');
    expect(errors).toEqual([]);
    await context.close();
  });

  it("orders Carlos's 42.12345678 wallet for 42.123456 USDT and leaves 0.00000078 on it", async () => {
    const { context, errors, page } = await signedIn(CARLOS.email);
    const gastos = CARLOS.wallets[1]!;
    expect(gastos.pretokenizedBalance).toBe('42.12345678');
    await page.goto('/withdraw');
    await walletChoice(page, gastos.name).getByText('42.123456 USDT', { exact: true }).waitFor();
    await page.getByRole('link', { name: `Retirar de ${gastos.name}` }).click();
    expect(await page.getByTestId('withdrawal-amount').innerText()).toBe('42.123456 USDT');
    expect(await page.getByTestId('withdrawal-remainder').innerText()).toBe(
      '0.00000078 USDT quedan en tu cartera: USDT transfiere hasta 6 decimales.',
    );
    // The source wallet keeps its exact balance.
    await page.getByText('42.12345678 USDT').waitFor();
    await shot(page, 'withdraw-carlos-destination');
    await field(page).fill(DESTINATION);
    await next(page).click();
    await page.getByRole('heading', { name: 'Confirmar Retiro' }).waitFor();
    expect(await page.getByTestId('withdrawal-amount').innerText()).toBe('42.123456 USDT');
    await tickChecklist(page);
    await page.getByRole('button', { name: 'Confirmar y Enviar Retiro' }).click();
    await page.waitForURL('**/withdraw-success?**');
    expect(await page.getByTestId('order-amount').innerText()).toBe('42.123456 USDT');
    const mail = await e2e.smtp.waitFor(
      (m) =>
        m.to.includes(CARLOS.email) &&
        m.email.subject === 'Orden de retiro registrada · Cartera USDT',
    );
    expect(mail.email.text).toContain('Monto: 42.123456 USDT');
    await page.goto('/withdraw');
    const order = orders(page, 'Retiros en curso').filter({ hasText: gastos.name });
    expect(await order.textContent()).toContain('42.123456 USDT');
    await page.goto('/');
    await page.getByTestId('open-withdrawals').getByText('42.123456 USDT').waitFor();
    expect(errors).toEqual([]);
    await context.close();
  });

  it('tells Lucía, whose profile is empty, to complete it before she can order', async () => {
    const { context, errors, page } = await signedIn(LUCIA.email);
    await page.goto('/withdraw');
    const notice = page
      .getByRole('alert')
      .filter({ hasText: 'Completa tu perfil para poder retirar' });
    await notice.waitFor();
    const wallet = walletChoice(page, LUCIA.wallets[0]!.name);
    expect(await wallet.getByRole('button', { name: 'Perfil incompleto' }).isDisabled()).toBe(true);
    expect(await wallet.getByRole('link', { name: /Retirar/ }).count()).toBe(0);
    await shot(page, 'withdraw-lucia-profile-needed');

    // Opened by its address, the destination step shows only the reason.
    const walletId = await walletIdOf(page, LUCIA.wallets[0]!.address);
    await page.goto(`/withdraw/${walletId}`);
    await notice.waitFor();
    expect(await field(page).count()).toBe(0);
    await shot(page, 'withdraw-lucia-destination');
    // The API refuses too, and says what is missing.
    const refused = await page.evaluate(async (id) => {
      const res = await fetch('/api/withdrawals', {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({
          walletId: id,
          withdrawalAddress: '0xf39fd6e51aad88f6f4ce6ab8827279cfffb92266',
        }),
      });
      return { status: res.status, body: (await res.json()) as { message: string } };
    }, walletId);
    expect(refused).toEqual({
      status: 403,
      body: {
        message:
          'Completa tu perfil para poder retirar: falta tu nombre completo, tu teléfono y las dos fotos de tu identificación.',
      },
    });
    await notice.getByRole('link', { name: 'Completar mi perfil' }).click();
    await page.waitForURL('**/profile');
    expect(errors.filter((e) => !/status of 403/.test(e))).toEqual([]);
    await context.close();
  });
});

describe('the withdrawal screens at 320 and 390 px', () => {
  it('cut no text and pass axe: wallets, a refusal under the field, the checklist, the profile notice', async () => {
    const faults: string[] = [];
    const check = async (page: Page, name: string) => {
      for (const width of [320, 390]) {
        await page.setViewportSize({ width, height: 844 });
        faults.push(...(await findCutText(page)).map((f) => `${width} ${name}: ${f}`));
        await screenshot(page, `withdraw-screens-${width}-${name}`);
      }
      faults.push(...(await seriousA11yViolations(page)).map((v) => `axe ${name}: ${v}`));
    };
    const carlos = await signedIn(CARLOS.email, 320);
    const { page } = carlos;
    await page.goto('/withdraw');
    await page.getByRole('region', { name: 'Retiros en curso' }).waitFor();
    await walletChoice(page, 'Inversión').getByText('Disponible para retiro').waitFor();
    await check(page, 'wallets');
    await page.getByRole('link', { name: 'Retirar de Inversión' }).click();
    await field(page).fill('0x0000000000000000000000000000000000000000');
    await next(page).click();
    await expect.poll(() => messageUnderField(page)).toBe(refusal.ZERO_ADDRESS_REFUSED);
    await check(page, 'destination-refused');
    await field(page).fill(DESTINATION);
    await next(page).click();
    await page.getByRole('checkbox', { name: 'Verifiqué la dirección' }).check();
    await check(page, 'confirm-checklist');
    await carlos.context.close();

    const lucia = await signedIn(LUCIA.email, 320);
    await lucia.page.goto('/withdraw');
    await lucia.page.getByText('Completa tu perfil para poder retirar').first().waitFor();
    await walletChoice(lucia.page, LUCIA.wallets[0]!.name).waitFor();
    await check(lucia.page, 'profile-needed');
    await lucia.context.close();
    expect(faults).toEqual([]);
  });
});

describe('refusals outside the steps', () => {
  it('shows the server refusal, the parameter error and the not-found wallet state', async () => {
    const { context, errors, page } = await signedIn(ANA.email);
    // Past the destination step by its address, a wrong checksum is still the server's to refuse.
    const walletId = await walletIdOf(page, ANA.wallets[1]!.address);
    await page.goto(`/withdraw-confirm/${walletId}?address=${DESTINATION.replace('F', 'f')}`);
    await tickChecklist(page);
    await page.getByRole('button', { name: 'Confirmar y Enviar Retiro' }).click();
    await toast(page, 'Error en el Retiro').getByText('suma de verificación (EIP-55)').waitFor();
    expect(page.url()).toContain('/withdraw-confirm/');
    await shot(page, 'withdraw-7-server-refusal');

    await page.goto('/withdraw-confirm/00000000-0000-4000-8000-000000000000');
    await page.getByRole('heading', { name: 'Error de Parámetros' }).waitFor();
    await page.getByText('Falta información necesaria para procesar el retiro.').waitFor();
    await shot(page, 'withdraw-8-parameter-error');

    await page.goto('/withdraw/00000000-0000-4000-8000-000000000000');
    await page.getByText('La cartera solicitada no existe o no tienes acceso a ella.').waitFor();
    await shot(page, 'withdraw-9-not-found');

    // Opened without an order of theirs, the success screen announces none.
    await page.goto('/withdraw-success');
    await page.getByRole('heading', { name: 'No hay una orden que mostrar' }).waitFor();

    // The browser logs the 400 and 404 answers itself; nothing else may fail.
    expect(errors.filter((e) => !/status of (400|404)/.test(e))).toEqual([]);
    await context.close();
  });
});
