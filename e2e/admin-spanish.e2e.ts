import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { bundleFiles, englishTexts, uiTexts } from './support/ui-texts';

// Over the built panel (npm run build): every text a person can read is Spanish.
const ADMIN_ASSETS = path.resolve(import.meta.dirname, '../dist/web/admin/assets');

describe('the built admin bundle', () => {
  it('finds the texts of a minified bundle and names the English ones', () => {
    const sample =
      'm(`div`,{children:[(0,J.jsx)(Mail,{"aria-hidden":!0}),`Test Email`]}),' +
      'm(Tile,{label:`ETH Balance`}),{placeholder:`Click ↻ para cargar`},' +
      '(0,J.jsx)(`p`,{children:`Saldo ETH`}),x.key===`Home`';
    expect(uiTexts(sample).sort()).toEqual(
      ['Click ↻ para cargar', 'ETH Balance', 'Saldo ETH', 'Test Email'].sort(),
    );
    expect(englishTexts([{ name: 'muestra.js', source: sample }]).sort()).toEqual([
      'muestra.js: "Click ↻ para cargar"',
      'muestra.js: "ETH Balance"',
      'muestra.js: "Test Email"',
    ]);
  });

  it('shows no English UI words', () => {
    const files = bundleFiles(ADMIN_ASSETS);
    const texts = files.flatMap((f) => uiTexts(f.source));
    // The panel's own texts were found (hundreds), so an empty answer below means something.
    expect(texts).toContain('Enviar correo de prueba');
    expect(texts).toContain('Saldo ETH');
    expect(texts.length).toBeGreaterThan(300);
    expect(englishTexts(files)).toEqual([]);
  });
});
