import { describe, expect, it } from 'vitest';
import { readPdf } from '../../../tests/support/pdf-text';
import { randomAddress } from '../../../tests/support/factories';
import { documentsReference, renderMediationDocuments } from './mediation-documents';

const AT = new Date('2026-01-15T18:00:00Z');

describe('mediation documents', () => {
  it('writes the reference from the day in Mexico City and a random part', () => {
    expect(documentsReference(AT, '3f9a0c21')).toBe('MED-20260115-3F9A0C21');
    expect(documentsReference(new Date('2026-01-16T03:00:00Z'), 'ab')).toBe('MED-20260115-AB');
  });

  it('continues a long wallet table on new pages, repeating its header, with every address', async () => {
    const wallets = Array.from({ length: 70 }, (_, i) => ({
      name: `Cartera ${i + 1}`,
      address: randomAddress(),
      balance: '1.00000001',
    }));
    const [agreement, statement] = await renderMediationDocuments(
      {
        fullName: 'Ana Pérez',
        email: 'ana@example.com',
        cellphone: null,
        countryCode: null,
        wallets,
      },
      { issuer: 'Cartera USDT', reference: 'MED-20260115-00000001', at: AT },
    );
    const pdf = readPdf(statement!.content);
    expect(pdf.pages).toBeGreaterThan(2);
    for (const wallet of wallets) expect(pdf.text).toContain(wallet.address);
    expect(pdf.text).toContain('70.0000007 USDT');
    expect(pdf.text.match(/Dirección \(ERC-20\)/g)?.length).toBe(pdf.pages);
    expect(pdf.text).toContain(`Página ${pdf.pages} de ${pdf.pages}`);
    expect(readPdf(agreement!.content).text).toMatch(/Teléfono\s+No registrado/);
  });

  it('draws what the PDF fonts cannot as "?", never failing on a name', async () => {
    const [, statement] = await renderMediationDocuments(
      {
        fullName: 'Zoë Ñúñez 王芳 🙂',
        email: 'zoe@example.com',
        cellphone: '2125550147',
        countryCode: '+1',
        wallets: [],
      },
      { issuer: 'Cartera USDT', reference: 'MED-20260115-00000002', at: AT },
    );
    const pdf = readPdf(statement!.content);
    expect(pdf.text).toContain('Zoë Ñúñez ?? ?');
    expect(pdf.text).toContain('+1 (212) 555-0147');
    expect(pdf.text).toContain('ninguna cartera');
  });
});
