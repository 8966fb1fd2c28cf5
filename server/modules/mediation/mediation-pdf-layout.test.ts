import { describe, expect, it } from 'vitest';
import { readPdfPages, readPdfWords, type PdfWord } from '../../../tests/support/pdf-text';
import { renderAgreement } from './agreement-document';
import { renderMediationDocuments, type CaseFacts } from './mediation-documents';

/**
 * The mediation PDFs as a reader gets them (docs/decisions/pdf-layout.md): read back with
 * pdftotext page by page and word by word, for a long case and a short one.
 */

const AT = new Date('2026-01-15T18:00:00Z');
const address = (i: number) => `0x${(i * 7919 + 123456).toString(16).padStart(40, 'a')}`;
const SUPPORT = 'soporte@cartera.example, +52 55 1234 5678';

const LONG: CaseFacts = {
  fullName: 'María Guadalupe de los Ángeles Fernández-Villaseñor y Montes de Oca Rodríguez',
  email: 'maria.guadalupe.fernandez.villasenor.montes.de.oca@correo-muy-largo.example.com',
  cellphone: '5512345678',
  countryCode: '+52',
  wallets: Array.from({ length: 23 }, (_, i) => ({
    name: i % 3 ? `Cartera de ahorro número ${i + 1} para la familia` : null,
    address: address(i),
    balance: `${1000 + i * 37}.123456`,
  })),
};

const SHORT: CaseFacts = {
  fullName: 'Ana Pérez',
  email: 'ana@example.com',
  cellphone: '6175550123',
  countryCode: '+1',
  wallets: [{ name: 'Principal', address: address(1), balance: '1584.75' }],
};

async function documentsOf(facts: CaseFacts) {
  const [convenio, statement] = await renderMediationDocuments(facts, {
    issuer: 'Cartera USDT',
    reference: 'MED-20260115-3F9A0C21',
    at: AT,
    supportContact: SUPPORT,
  });
  const agreement = await renderAgreement(
    {
      ...facts,
      terms: { amount: '800.5', method: 'usdt', methodText: null, payoutDays: 10 },
      statementReference: 'MED-20260115-3F9A0C21',
    },
    {
      issuer: 'Cartera USDT',
      reference: 'ACU-20260115-0001',
      at: AT,
      expiresAt: new Date('2026-02-15T18:00:00Z'),
    },
  );
  return {
    convenio: convenio!.content,
    statement: statement!.content,
    agreement: agreement.content,
  };
}

/** The page (from 0) whose text matches, failing when none or more than one does. */
function pageWith(pages: string[], pattern: RegExp) {
  const found = pages.flatMap((text, i) => (pattern.test(text) ? [i] : []));
  expect(found, `${pattern} on one page`).toHaveLength(1);
  return found[0]!;
}

/** The body lines of a page: without the header, the footer and blank lines. */
const bodyLines = (page: string) =>
  page
    .split('\n')
    .filter((line) => line.trim() && !/Referencia (MED|ACU)-|Página \d+ de \d+/.test(line));

/** Words on one printed line of one page, left to right. */
function lineOf(words: PdfWord[], first: PdfWord) {
  return words
    .filter((w) => w.page === first.page && Math.abs(w.yMin - first.yMin) < 0.5)
    .sort((a, b) => a.xMin - b.xMin);
}

describe.each([
  ['a long case', LONG],
  ['a short case', SHORT],
])('the mediation PDFs of %s', (_name, facts) => {
  it('keep the closing paragraph on the signatures page, with more than a couple of lines before it', async () => {
    const docs = await documentsOf(facts);
    for (const [content, closing] of [
      [docs.convenio, /Leído el presente convenio/],
      [docs.agreement, /Leído el presente acuerdo/],
    ] as const) {
      const pages = readPdfPages(content);
      const signatures = pageWith(pages, /El Titular · Nombre y firma/);
      expect(signatures).toBe(pages.length - 1);
      expect(pageWith(pages, closing)).toBe(signatures);
      const lines = bodyLines(pages[signatures]!);
      const before = lines.findIndex((line) => closing.test(line));
      // Either the document's last page is its first, or it carries clauses with the closing.
      if (signatures > 0) expect(before).toBeGreaterThanOrEqual(6);
    }
  });

  it('never split a field, a wallet row or a phone number across a page or a line', async () => {
    const docs = await documentsOf(facts);
    const phone = facts.countryCode === '+52' ? '+52 55 1234 5678' : '+1 (617) 555-0123';
    for (const content of [docs.convenio, docs.statement, docs.agreement]) {
      const pages = readPdfPages(content);
      // Every field's label and value on one line; the long e-mail's two lines on one page.
      const fields = pageWith(pages, /Nombre completo/);
      for (const [label, value] of [
        ['Teléfono', phone],
        ['Fecha de emisión', '15 de enero de 2026'],
      ] as const) {
        expect(pages[fields]).toMatch(new RegExp(`${label}\\s+${value.replace(/[()+]/g, '\\$&')}`));
      }
      expect(pages[fields]!.replace(/\s+/g, '')).toContain(
        `Correoelectrónico${facts.email}`.replace(/\s+/g, ''),
      );
      if (content === docs.convenio) continue;
      // Every wallet row whole on one page: number, name, address and balance.
      facts.wallets.forEach((wallet, i) => {
        const page = pageWith(pages, new RegExp(wallet.address));
        expect(pages[page]).toMatch(
          new RegExp(`^\\s*${i + 1}\\s+.*${wallet.address}\\s+\\S+ USDT`, 'm'),
        );
        for (const word of (wallet.name ?? 'Sin nombre').split(' ')) {
          expect(pages[page]).toContain(word);
        }
      });
      pageWith(pages, /Total\s+(una cartera|\d+ carteras)/);
    }
    // Inside the convenio's text the phone stays on one line.
    expect(readPdfPages(docs.convenio).join('\n')).toContain(`teléfono`);
    expect(readPdfPages(docs.convenio).join('\n')).toMatch(
      new RegExp(phone.replace(/[()+]/g, '\\$&').replaceAll(' ', '[ \\u00a0]') + ', y dejará'),
    );
  });

  it('justify lines with every space of a line the same, and end paragraphs unstretched', async () => {
    const { agreement } = await documentsOf(facts);
    const words = readPdfWords(agreement);
    // Clause 'Quinta' is a justified paragraph of several lines.
    const start = words.find((w) => w.text === 'Quinta.')!;
    const first = lineOf(words, start);
    const gaps = first.slice(1).map((w, i) => w.xMin - first[i]!.xMax);
    expect(Math.max(...gaps) - Math.min(...gaps)).toBeLessThan(0.05);
    expect(first.at(-1)!.xMax).toBeCloseTo(595.28 - 56, 0);
    // Its last line ('…que no fue alterado.') keeps normal spaces and stops short of the margin.
    const last = lineOf(
      words,
      words.find((w) => w.page === start.page && w.text === 'alterado.')!,
    );
    const lastGaps = last.slice(1).map((w, i) => w.xMin - last[i]!.xMax);
    expect(Math.max(...lastGaps)).toBeLessThan(3.5);
    expect(last.at(-1)!.xMax).toBeLessThan(595.28 - 56 - 20);
  });

  it('say how to answer: the case page in the app, or the named support channel', async () => {
    const docs = await documentsOf(facts);
    const statement = readPdfPages(docs.statement).join('\n').replace(/\s+/g, ' ');
    expect(statement).toContain('«Mi proceso de mediación», elige «No estoy de acuerdo»');
    expect(statement).toContain(`comunícate con soporte de Cartera USDT (${SUPPORT})`);
    expect(statement).not.toMatch(/respóndenos|canales oficiales/);
    const convenio = readPdfPages(docs.convenio).join('\n').replace(/\s+/g, ' ');
    expect(convenio).toContain(`o con soporte de Cartera USDT (${SUPPORT})`);
    expect(convenio).not.toContain('canales oficiales');
  });
});
