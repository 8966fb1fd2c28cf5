import { formatUsdtExact, sumAmounts } from '@schemas/money';
import { renderPdf, type PdfBlock } from '../../adapters/pdf/pdf-document';
import { usdtInWords } from './amount-in-words';
import { percentOf } from './agreement-terms';
import type { CaseFacts, RenderedDocument } from './mediation-documents';
import {
  blocksOf,
  longDate,
  partyBlocks,
  phoneText,
  templateText,
  walletsText,
} from './mediation-documents';

/**
 * The final agreement issued in 'Para Firma' (docs/product/signed-agreement.md#issuing-the-agreement),
 * from ./templates/acuerdo-de-liquidacion.txt: the parties, the statement's reference, every
 * wallet and balance, the agreed terms in figures and in words, the date.
 */

export interface AgreementFacts extends CaseFacts {
  terms: { amount: string; method: string; methodText: string | null; payoutDays: number };
  /** The reference of the last documents sent in 'Docs P/Firma'. */
  statementReference: string;
}

export interface AgreementContext {
  issuer: string;
  reference: string;
  at: Date;
  expiresAt: Date;
}

export const AGREEMENT_TITLE = 'Acuerdo de Liquidación';

const methodClause = (terms: AgreementFacts['terms']) =>
  terms.method === 'usdt'
    ? 'El pago se hará en USDT (token ERC-20 en Ethereum) a la dirección que el Titular indique al firmar este acuerdo. El pago se acredita con el hash de la transacción en la cadena.'
    : `El pago se hará de la siguiente forma: ${terms.methodText ?? ''}`;

/** The blocks as text to read in the app, one page per section (the title opens the first). */
export function readingPages(title: string, blocks: readonly PdfBlock[]): string[] {
  const pages: string[][] = [[title]];
  for (const block of blocks) {
    if (block.kind === 'heading') pages.push([block.text]);
    const page = pages[pages.length - 1]!;
    if (block.kind === 'paragraph') page.push(block.text);
    else if (block.kind === 'fields') page.push(...block.rows.map(([k, v]) => `${k}: ${v}`));
    else if (block.kind === 'table') {
      page.push(...block.rows.map((row) => row.filter(Boolean).join(' · ')));
      if (block.total) page.push(block.total.filter(Boolean).join(' · '));
    }
  }
  return pages.filter((p) => p.length > 1 || pages.length === 1).map((p) => p.join('\n\n'));
}

export async function renderAgreement(
  facts: AgreementFacts,
  context: AgreementContext,
): Promise<RenderedDocument & { pages: string[] }> {
  const owed = sumAmounts(facts.wallets.map((w) => w.balance));
  const total = formatUsdtExact(owed);
  const phone = phoneText(facts.cellphone, facts.countryCode);
  const dateText = longDate.format(context.at);
  const percent = percentOf(facts.terms.amount, owed);
  const days = facts.terms.payoutDays;
  const values: Record<string, string> = {
    emisor: context.issuer,
    nombre: facts.fullName,
    correo: facts.email,
    'referencia-estado': facts.statementReference,
    total,
    carteras: walletsText(facts.wallets.length),
    monto: formatUsdtExact(facts.terms.amount),
    'monto-letras': usdtInWords(facts.terms.amount),
    porcentaje: percent ? `${percent} %` : 'total',
    'forma-de-pago': methodClause(facts.terms),
    plazo: days === 1 ? '1 día natural' : `${days} días naturales`,
    vencimiento: longDate.format(context.expiresAt),
  };
  const named = partyBlocks(facts, { ...context, phone, dateText, total });
  const { title, blocks } = blocksOf(templateText('acuerdo-de-liquidacion.txt'), values, named);
  const content = await renderPdf({
    issuer: context.issuer,
    title,
    reference: context.reference,
    dateText: `Fecha: ${dateText}`,
    subject: 'Acuerdo de liquidación de saldos',
    createdAt: context.at,
    blocks,
  });
  return {
    kind: 'settlement-agreement',
    title,
    filename: `acuerdo-de-liquidacion-${context.reference}.pdf`,
    content,
    contentType: 'application/pdf',
    pages: readingPages(title, blocks),
  };
}
