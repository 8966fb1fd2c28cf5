import type { Locator } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { DEMO_USER, signIn } from './support/auth';
import { newContext, screenshot, toastWith, waitForApp } from './support/browser';
import { setupE2E } from './support/suite';
import { findBrokenLines, findCutText, seriousA11yViolations } from './support/screen-checks';

const e2e = setupE2E();

describe('/auth and the session', () => {
  it('shows the install gate in a normal browser tab, not the form', async () => {
    const { context, errors } = await newContext(e2e.browser, e2e.server.url);
    const page = await context.newPage();
    await page.goto('/auth');

    await page.getByRole('heading', { name: 'Instala la aplicación' }).waitFor();
    await page.getByRole('tab', { name: 'iPhone' }).click();
    await page.getByText('Agregar a pantalla de inicio').waitFor();
    await page.getByRole('tab', { name: 'Android' }).click();
    await page.getByText('Abre el menú del navegador').waitFor();
    expect(await page.getByRole('button', { name: 'Acceder a Cartera' }).count()).toBe(0);
    await expect(page.getByText('AES 256-Bit').isVisible()).resolves.toBe(true);
    await screenshot(page, 'auth-install-gate');
    expect(await seriousA11yViolations(page)).toEqual([]);
    expect(await findCutText(page)).toEqual([]);
    // On the narrowest phones the tabs keep their icons (above the label) and one-line labels.
    for (const width of [320, 360]) {
      await page.setViewportSize({ width, height: 720 });
      expect(await findCutText(page), `${width}`).toEqual([]);
      expect(await findBrokenLines(page), `${width}`).toEqual([]);
      const iconWidths = await page
        .getByRole('tab')
        .evaluateAll((tabs) =>
          tabs.map((t) => t.querySelector('svg')!.getBoundingClientRect().width),
        );
      expect(
        iconWidths.every((w) => w >= 15),
        `${width}: ${iconWidths.join(', ')}`,
      ).toBe(true);
    }
    await screenshot(page, 'auth-install-gate-narrow');
    expect(errors).toEqual([]);
    await context.close();
  });

  it('offers the browser install prompt from a button and notices the installation', async () => {
    const { context, errors } = await newContext(e2e.browser, e2e.server.url);
    const page = await context.newPage();
    await page.goto('/auth');
    await page.getByRole('heading', { name: 'Instala la aplicación' }).waitFor();
    await waitForApp(page);
    expect(await page.getByRole('button', { name: 'Instalar aplicación' }).count()).toBe(0);

    // Headless Chromium never offers installation: raise the offer the way the browser does.
    await page.evaluate(() => {
      const offer = Object.assign(new Event('beforeinstallprompt', { cancelable: true }), {
        prompt: async () => {
          (window as unknown as { prompted: boolean }).prompted = true;
        },
        userChoice: Promise.resolve({ outcome: 'accepted' }),
      });
      window.dispatchEvent(offer);
    });
    await page.getByRole('button', { name: 'Instalar aplicación' }).click();
    await page.getByText('Aplicación instalada', { exact: true }).waitFor();
    expect(await page.evaluate(() => (window as unknown as { prompted: boolean }).prompted)).toBe(
      true,
    );
    await screenshot(page, 'auth-installed');
    expect(errors).toEqual([]);
    await context.close();
  });

  it('swaps the install gate for the form once the app runs installed (polled)', async () => {
    const { context, errors } = await newContext(e2e.browser, e2e.server.url);
    const page = await context.newPage();
    await page.goto('/auth');
    await page.getByRole('heading', { name: 'Instala la aplicación' }).waitFor();
    // iOS reports the home-screen mode through navigator.standalone.
    await page.evaluate(() => Object.defineProperty(navigator, 'standalone', { value: true }));
    await page.getByRole('button', { name: 'Acceder a Cartera' }).waitFor();
    expect(errors).toEqual([]);
    await context.close();
  });

  it('shows the form when the app runs installed, and a toast for a wrong password', async () => {
    const { context, errors } = await newContext(e2e.browser, e2e.server.url, { standalone: true });
    const page = await context.newPage();
    await page.goto('/auth');
    await page.getByLabel('Correo electrónico').fill(DEMO_USER.email);
    const password = page.getByLabel('Contraseña', { exact: true });
    await password.fill('no-es-la-clave');
    expect(await password.getAttribute('type')).toBe('password');
    await page.getByRole('button', { name: 'Mostrar contraseña' }).click();
    expect(await password.getAttribute('type')).toBe('text');
    await screenshot(page, 'auth-form');

    await page.getByRole('button', { name: 'Acceder a Cartera' }).click();
    const toast = toastWith(page, 'Error de inicio de sesión');
    await toast.waitFor();
    expect(await toast.textContent()).toContain('incorrectos');
    await screenshot(page, 'auth-bad-password');
    expect(new URL(page.url()).pathname).toBe('/auth');
    expect(errors).toEqual([]);
    await context.close();
  });

  it('puts toasts at the bottom right on a wide screen', async () => {
    const viewport = { width: 1280, height: 800 };
    const { context, errors } = await newContext(e2e.browser, e2e.server.url, {
      standalone: true,
      viewport,
    });
    const page = await context.newPage();
    await page.goto('/auth');
    await page.getByLabel('Correo electrónico').fill(DEMO_USER.email);
    await page.getByLabel('Contraseña', { exact: true }).fill('no-es-la-clave');
    await page.getByRole('button', { name: 'Acceder a Cartera' }).click();
    const toast = toastWith(page, 'Error de inicio de sesión');
    await toast.waitFor();
    const box = (await toast.boundingBox())!;
    expect(box.x).toBeGreaterThan(viewport.width / 2);
    expect(box.y).toBeGreaterThan(viewport.height / 2);
    expect(box.width).toBeLessThanOrEqual(420);
    await screenshot(page, 'auth-desktop-toast');
    await page.getByRole('button', { name: 'Cerrar notificación' }).click();
    await toast.waitFor({ state: 'detached' });
    expect(errors).toEqual([]);
    await context.close();
  });

  it('keeps toasts on a phone at the bottom, off the header controls and the way back', async () => {
    const viewport = { width: 320, height: 640 };
    const { context, errors } = await newContext(e2e.browser, e2e.server.url, {
      standalone: true,
      viewport,
    });
    const page = await context.newPage();
    const apart = async (toast: Locator, other: Locator) => {
      const a = (await toast.boundingBox())!;
      const b = (await other.boundingBox())!;
      expect(a.y + a.height <= b.y || b.y + b.height <= a.y, 'overlap').toBe(true);
      expect(a.y + a.height).toBeLessThanOrEqual(viewport.height);
      // Reachable while the toast is shown (a trial click fails on a covered element).
      await other.click({ trial: true, timeout: 2000 });
    };

    await page.goto('/password-recovery');
    await page.getByLabel('Correo electrónico').fill(DEMO_USER.email);
    await page.getByRole('button', { name: 'Enviar código' }).click();
    const sent = toastWith(page, 'Código de Verificación Enviado');
    await sent.waitFor();
    await apart(sent, page.getByRole('link', { name: 'Volver al Login' }));
    await screenshot(page, 'toast-phone-recovery');

    await signIn(page, DEMO_USER.email, DEMO_USER.password);
    await page.goto('/profile');
    await page.getByRole('button', { name: 'Guardar información' }).click();
    const saved = toastWith(page, 'Perfil Actualizado');
    await saved.waitFor();
    await apart(saved, page.getByRole('button', { name: 'Cerrar sesión' }));
    await apart(saved, page.getByRole('link', { name: 'Perfil de Usuario' }));
    await screenshot(page, 'toast-phone-profile', { fullPage: false });
    expect(errors).toEqual([]);
    await context.close();
  });

  it('signs the demo user in to the dashboard frame and out again', async () => {
    const { context, errors } = await newContext(e2e.browser, e2e.server.url, { standalone: true });
    const page = await context.newPage();
    const scripts: string[] = [];
    page.on('request', (request) => {
      if (request.resourceType() === 'script') scripts.push(request.url());
    });
    await signIn(page, DEMO_USER.email, DEMO_USER.password);

    expect(new URL(page.url()).pathname).toBe('/');
    await page.getByRole('heading', { name: DEMO_USER.fullName! }).waitFor();
    await page.getByRole('link', { name: 'Perfil de Usuario' }).first().waitFor();
    await screenshot(page, 'dashboard-frame');

    // Signed in, /auth leads home.
    await page.goto('/auth');
    await page.waitForURL((url) => url.pathname === '/');

    // The Radix tooltip's code loads with the first hover, not with the screen.
    expect(scripts.filter((url) => url.includes('tooltip-radix'))).toEqual([]);
    await page.getByRole('button', { name: 'Cerrar sesión' }).hover();
    await page.getByRole('tooltip', { name: 'Cerrar sesión' }).waitFor();
    await page.getByRole('button', { name: 'Cerrar sesión' }).click();
    await page.waitForURL((url) => url.pathname === '/auth');
    await page.getByRole('button', { name: 'Acceder a Cartera' }).waitFor();
    // The session is gone on the server too.
    await page.goto('/profile');
    await page.waitForURL((url) => url.pathname === '/auth');
    expect(errors).toEqual([]);
    await context.close();
  });

  it('sends a signed-out visitor of a protected page to /auth', async () => {
    const { context, errors } = await newContext(e2e.browser, e2e.server.url, { standalone: true });
    const page = await context.newPage();
    await page.goto('/withdraw');
    await page.waitForURL((url) => url.pathname === '/auth');
    await page.getByRole('button', { name: 'Acceder a Cartera' }).waitFor();
    expect(errors).toEqual([]);
    await context.close();
  });

  it('shows the Spanish 404 screen for an unknown path, with a way home', async () => {
    const { context, errors } = await newContext(e2e.browser, e2e.server.url);
    const page = await context.newPage();
    await page.goto('/esta-ruta-no-existe');
    await page.getByRole('heading', { name: '404 · Página no encontrada' }).waitFor();
    await screenshot(page, 'not-found');
    await page.getByRole('link', { name: 'Volver al inicio' }).click();
    await page.waitForURL((url) => url.pathname === '/auth');
    expect(errors).toEqual([]);
    await context.close();
  });
});

describe('with INSTALL_GATE=off', () => {
  const ungated = setupE2E({ env: { INSTALL_GATE: 'off' } });

  it('shows the sign-in form in a normal browser tab', async () => {
    const { context, errors } = await newContext(ungated.browser, ungated.server.url);
    const page = await context.newPage();
    await signIn(page, DEMO_USER.email, DEMO_USER.password);
    expect(new URL(page.url()).pathname).toBe('/');
    expect(errors).toEqual([]);
    await context.close();
  });
});
