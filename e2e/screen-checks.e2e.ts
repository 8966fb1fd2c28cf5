import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser } from './support/browser';
import { findBrokenLines, findCutText, seriousA11yViolations } from './support/screen-checks';

// The checks themselves, on a page made to break: they must name each fault, and nothing else.
let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser?.close());

const PAGE = `<!doctype html><html lang="es"><body style="margin:0;font:16px sans-serif">
<main style="width:140px">
  <p id="wrapped">Saldo 10,292.873456 USDT</p>
  <p><span data-amount style="white-space:nowrap">1.00 USDT</span></p>
  <button style="width:90px">Perfil de Usuario</button>
  <button>Retirar</button>
  <span title="maria.fernanda@correo.com.mx" style="display:block;overflow:hidden;white-space:nowrap;text-overflow:ellipsis">maria.fernanda@correo.com.mx</span>
</main></body></html>`;

describe('screen checks', () => {
  it('name an amount on two lines and a wrapped button label, not what stays whole or is cut on purpose', async () => {
    const page = await browser.newPage({ viewport: { width: 320, height: 400 } });
    await page.setContent(PAGE);
    const broken = await findBrokenLines(page);
    expect(broken).toEqual([
      expect.stringMatching(/^amount "10,292\.873456 USDT" spans 2 lines$/),
      expect.stringMatching(/^button label "Perfil de Usuario" wraps to [23] lines$/),
    ]);
    // The e-mail cut with an ellipsis and whole in its title is not a fault.
    expect(await findCutText(page)).toEqual([]);
    await page.close();
  });

  it('name the serious accessibility faults axe finds, on the page', async () => {
    const page = await browser.newPage({ viewport: { width: 390, height: 400 } });
    await page.setContent(`<!doctype html><html lang="es"><head><title>Prueba</title></head><body><main>
      <h1>Retiros</h1>
      <p style="color:#bbb;background:#fff">Saldo disponible</p>
      <button><svg width="16" height="16"></svg></button>
      <img src="saldo.png">
    </main></body></html>`);
    const faults = await seriousA11yViolations(page);
    expect(faults.map((f) => f.split(':')[0]).sort()).toEqual([
      'button-name',
      'color-contrast',
      'image-alt',
    ]);
    expect(faults.find((f) => f.startsWith('color-contrast'))).toMatch(/\(p(:[a-z-]+\(\d\))?\)$/);
    await page.close();
  });
});
