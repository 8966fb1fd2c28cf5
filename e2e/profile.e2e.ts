import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import type { Browser, Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { isProfileComplete, type Profile } from '@schemas/profile';
import { renderDemoIdCard } from '../server/adapters/demo-id-card';
import { makeImage } from '../tests/support/images';
import { DEMO_USERS } from '../server/seed/demo-data';
import { signIn } from './support/auth';
import { launchBrowser, newContext, screenshot } from './support/browser';
import { startServer, type TestServer } from './support/server';
import { findBrokenLines, findCutText, seriousA11yViolations } from './support/screen-checks';

const lucia = DEMO_USERS.find((u) => u.email === 'lucia@demo.cartera.mx')!;
const WARNING = 'Completa tu perfil para poder retirar';

let server: TestServer;
let browser: Browser;
beforeAll(async () => {
  [server, browser] = await Promise.all([startServer(), launchBrowser()]);
});
afterAll(async () => {
  await browser?.close();
  await server?.stop();
});

const toast = (page: Page, title: string) =>
  page.getByRole('status').filter({ hasText: title }).first();

async function choosePhoto(slot: Locator, name: string, mimeType: string, buffer: Buffer) {
  await slot.locator('input[type=file]').setInputFiles({ name, mimeType, buffer });
}

it('an incomplete user completes the profile and both ID photos on a phone', async () => {
  const { context, errors } = await newContext(browser, server.url, { standalone: true });
  const page = await context.newPage();
  await signIn(page, lucia.email, lucia.password);
  await page.getByText(WARNING).waitFor();
  await screenshot(page, 'profile-0-dashboard-warning');

  await page.getByRole('link', { name: 'Perfil de Usuario' }).first().click();
  await page.getByRole('heading', { name: 'Perfil de Usuario' }).waitFor();
  await page
    .getByText('Falta: nombre completo, teléfono celular, foto frontal, foto trasera.')
    .waitFor();
  expect(await page.getByText('Cifrado AES 256-Bit').isVisible()).toBe(true);
  await screenshot(page, 'profile-1-empty');

  // A validation error first: the same schema as the server, Spanish messages.
  const name = page.getByLabel('Nombre completo');
  const phone = page.getByLabel('Teléfono celular');
  await name.fill('L');
  await phone.fill('55123');
  await page.getByRole('button', { name: 'Guardar información' }).click();
  await page.getByText('Nombre completo es requerido').waitFor();
  await page.getByText('El número debe tener al menos 10 dígitos').waitFor();
  await screenshot(page, 'profile-2-validation');

  // The phone field forgives: digits only, never cut; a country prefix is dropped and chooses
  // the country. The country defaults to +1.
  const country = page.getByLabel('País');
  const countryShown = () => country.evaluate((s: HTMLSelectElement) => s.selectedOptions[0]?.text);
  expect(await countryShown()).toBe('+1 EE. UU.');
  await name.fill('Lucía Hernández Soto');
  await phone.fill('');
  await phone.pressSequentially('33 1234-5678 99');
  expect(await phone.inputValue()).toBe('331234567899');
  await page.getByRole('button', { name: 'Guardar información' }).click();
  await page.getByText('Ingresa solo los últimos 10 dígitos').waitFor();
  // Pasted (one input of the whole text), as from a contact card.
  await phone.fill('');
  await phone.focus();
  await page.keyboard.insertText('+52 55 1234 5678');
  expect(await phone.inputValue()).toBe('5512345678');
  expect(await countryShown()).toBe('+52 México');
  // Chosen by hand too, from the phone's own picker.
  await country.selectOption({ label: '+1 EE. UU.' });
  expect(await countryShown()).toBe('+1 EE. UU.');
  await country.selectOption({ label: '+52 México' });
  await phone.fill('');
  await page.keyboard.insertText('55 1234 5678');
  expect(await phone.inputValue()).toBe('5512345678');
  await screenshot(page, 'profile-2b-phone-pasted');
  await page.getByRole('button', { name: 'Guardar información' }).click();
  await toast(page, 'Perfil Actualizado').waitFor();
  await page.getByText('Falta: foto frontal, foto trasera.').waitFor();

  const front = page.getByRole('region', { name: 'Foto frontal' });
  const back = page.getByRole('region', { name: 'Foto trasera' });
  const frontJpeg = await renderDemoIdCard('front', 'Lucía Hernández Soto');
  const backJpeg = await renderDemoIdCard('back', 'Lucía Hernández Soto');

  // Client-side checks before any preview.
  await choosePhoto(
    back,
    'nota.svg',
    'image/svg+xml',
    Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"/>'),
  );
  await toast(page, 'Tipo de archivo inválido').waitFor();
  await choosePhoto(back, 'enorme.jpg', 'image/jpeg', Buffer.alloc(10 * 1024 * 1024 + 1, 0xff));
  await toast(page, 'Archivo muy grande').waitFor();
  expect(await back.getByRole('img').count()).toBe(0);
  // A HEIC photo passes the checks, but this browser cannot draw it.
  const heic = Buffer.concat([
    Buffer.from([0, 0, 0, 0x18]),
    Buffer.from('ftypheic'),
    Buffer.alloc(64),
  ]);
  await choosePhoto(back, 'foto.heic', 'image/heic', heic);
  await toast(page, 'Error al generar vista previa').waitFor();
  expect(await back.getByRole('img').count()).toBe(0);
  // A GIF named .jpg previews (browsers sniff images) but storage refuses it by its content.
  await choosePhoto(back, 'animada.jpg', 'image/jpeg', await makeImage('gif', 300, 190));
  await back.getByRole('img', { name: 'Vista previa del reverso' }).waitFor();
  await back.getByRole('button', { name: 'Confirmar y guardar' }).click();
  const refused = toast(page, 'Error al Subir Foto');
  await refused.waitFor();
  expect(await refused.textContent()).toContain(
    'No se pudo subir el archivo: 400 Tipo de archivo inválido',
  );
  await screenshot(page, 'profile-3b-upload-refused');
  await back.getByRole('button', { name: 'Cancelar' }).click();

  // Front: preview, cancel, choose again, confirm and save.
  await choosePhoto(front, 'ine-frente.jpg', 'image/jpeg', frontJpeg);
  const frontPreview = front.getByRole('img', { name: 'Vista previa del frente' });
  await frontPreview.waitFor();
  await expect
    .poll(() => frontPreview.evaluate((img: HTMLImageElement) => img.naturalWidth))
    .toBeGreaterThan(0);
  await screenshot(page, 'profile-3-front-preview');
  await front.getByRole('button', { name: 'Cancelar' }).click();
  await front.getByText('Elegir foto del frente').waitFor();
  expect(await frontPreview.count()).toBe(0);

  await choosePhoto(front, 'ine-frente.jpg', 'image/jpeg', frontJpeg);
  await frontPreview.waitFor();
  await front.getByRole('button', { name: 'Confirmar y guardar' }).click();
  await toast(page, 'Identificación Guardada').waitFor();
  await front.getByText('Guardada', { exact: true }).waitFor();

  // Back: preview, then save.
  await choosePhoto(back, 'ine-reverso.jpg', 'image/jpeg', backJpeg);
  await back.getByRole('img', { name: 'Vista previa del reverso' }).waitFor();
  await back.getByRole('button', { name: 'Confirmar y guardar' }).click();
  await back.getByRole('button', { name: 'Ver foto' }).waitFor();

  // Saved sides cannot be changed: no file input left, the profile says complete.
  expect(await page.locator('input[type=file]').count()).toBe(0);
  await page.getByText('Tu perfil está completo').waitFor();
  await screenshot(page, 'profile-4-complete');

  // A saved ID opens in a dialog that fetched it with the session, shown from a blob: URL.
  await front.getByRole('button', { name: 'Ver foto' }).click();
  const dialog = page.getByRole('dialog', { name: 'Foto frontal' });
  const saved = dialog.getByRole('img', { name: 'Foto frontal' });
  await saved.waitFor();
  await expect.poll(() => saved.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBe(960);
  expect(await saved.getAttribute('src')).toMatch(/^blob:/);
  await screenshot(page, 'profile-5-dialog');
  expect(await seriousA11yViolations(page)).toEqual([]);
  await dialog.getByRole('button', { name: 'Cerrar' }).click();

  // The server agrees, and the files at rest are ciphertext.
  const profile = (await (await page.request.get('/api/profile')).json()) as Profile;
  expect(profile).toMatchObject({
    fullName: 'Lucía Hernández Soto',
    cellphone: '5512345678',
    countryCode: '+52',
  });
  expect(isProfileComplete(profile)).toBe(true);
  const stored = path.join(server.dataDir, 'objects', 'uploads');
  const files = readdirSync(stored).map((f) => readFileSync(path.join(stored, f)));
  expect(files.length).toBeGreaterThanOrEqual(2);
  for (const bytes of files) {
    expect(bytes.subarray(0, 3).equals(Buffer.from([0xff, 0xd8, 0xff]))).toBe(false);
    expect(bytes.includes(frontJpeg.subarray(200, 264))).toBe(false);
    expect(bytes.includes(backJpeg.subarray(200, 264))).toBe(false);
  }

  // Back on the dashboard the blinking warning is gone.
  await page.getByRole('link', { name: 'Volver al inicio' }).click();
  await page.waitForURL((url) => url.pathname === '/');
  await page.getByTestId('user-email').waitFor();
  expect(await page.getByText(WARNING).count()).toBe(0);
  await screenshot(page, 'profile-6-dashboard');

  // The one refused upload is the only failed request the browser reports.
  expect(errors).toEqual([expect.stringMatching(/status of 400/)]);
  await context.close();
});

it('a creditor changes her password on /profile at 320 px, and her other session ends', async () => {
  const carlos = DEMO_USERS.find((u) => u.email === 'carlos@demo.cartera.mx')!;
  const NEW = 'mi perro se llama Chispas';
  const other = await newContext(browser, server.url, { standalone: true });
  const otherPage = await other.context.newPage();
  await signIn(otherPage, carlos.email, carlos.password);
  const { context, errors } = await newContext(browser, server.url, {
    standalone: true,
    viewport: { width: 320, height: 720 },
  });
  const page = await context.newPage();
  await signIn(page, carlos.email, carlos.password);
  await page.getByRole('link', { name: 'Mi perfil' }).click();
  const card = page.getByRole('heading', { name: 'Cambiar contraseña' });
  await card.scrollIntoViewIfNeeded();

  // The form's own checks first, then the server's.
  await page.getByLabel('Contraseña actual').fill('no-es-la-mia');
  await page.getByLabel('Contraseña nueva', { exact: true }).fill('corta');
  await page.getByLabel('Repite la contraseña nueva').fill('otra');
  await page.getByRole('button', { name: 'Cambiar contraseña' }).click();
  await page.getByText('La contraseña debe tener al menos 12 caracteres').waitFor();
  await page.getByText('Las contraseñas no coinciden').waitFor();
  await page.getByLabel('Contraseña nueva', { exact: true }).fill(NEW);
  await page.getByLabel('Repite la contraseña nueva').fill(NEW);
  await page.getByRole('button', { name: 'Cambiar contraseña' }).click();
  await toast(page, 'No se pudo cambiar la contraseña').waitFor();
  await page.getByText('Tu contraseña actual no es correcta.').first().waitFor();
  await screenshot(page, 'profile-7-password-refused');

  await page.getByLabel('Contraseña actual').fill(carlos.password);
  await page.getByRole('button', { name: 'Cambiar contraseña' }).click();
  await toast(page, 'Contraseña cambiada').waitFor();
  expect(await page.getByLabel('Contraseña actual').inputValue()).toBe('');
  await screenshot(page, 'profile-8-password-changed');
  const faults: string[] = [];
  for (const width of [320, 360, 390]) {
    await page.setViewportSize({ width, height: 720 });
    faults.push(...(await findCutText(page)).map((f) => `${width}: ${f}`));
    faults.push(...(await findBrokenLines(page)).map((f) => `${width}: ${f}`));
  }
  expect(faults).toEqual([]);
  expect(await seriousA11yViolations(page)).toEqual([]);

  // This session goes on; the other one is sent to sign in again.
  await page.reload();
  await page.getByTestId('user-email').waitFor();
  await otherPage.reload();
  await otherPage.waitForURL((url) => url.pathname === '/auth');
  await signIn(otherPage, carlos.email, NEW);

  expect(errors).toEqual([expect.stringMatching(/status of 400/)]);
  await context.close();
  await other.context.close();
});
