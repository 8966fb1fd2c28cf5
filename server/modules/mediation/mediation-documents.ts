import { readFileSync } from 'node:fs';
import type { MediationDocumentKind } from '@schemas/mediation-case';
import type { MailAttachment } from '../../adapters/mail';
import { renderPdf, type PdfBlock } from '../../adapters/pdf/pdf-document';
import { formatUsdtExact, sumAmounts } from '@schemas/money';
import { formatPhoneForPeople } from '@schemas/phone-format';
import { supportChannel } from './support-channel';

/** What the documents say about the person (read from the database, or test data). */
export interface CaseFacts {
  fullName: string;
  email: string;
  cellphone: string | null;
  countryCode: string | null;
  wallets: readonly { name: string | null; address: string; balance: string }[];
}

export interface DocumentsContext {
  issuer: string;
  reference: string;
  at: Date;
  /** Marks every page (the 'Enviar documentos de prueba' documents). */
  watermark?: string;
  /** SUPPORT_CONTACT: named in the documents as the channel for what the app does not cover. */
  supportContact?: string;
}

/**
 * The mediation documents, from the text templates in ./templates. A template is one block per
 * line: '# ' the title, '## ' a heading, '[[name]]' a generated block (the person's data, the
 * wallets table, the signatures), anything else a paragraph; '{{name}}' is replaced by a value.
 */
const TEMPLATES = [
  {
    kind: 'mediation-agreement',
    file: 'convenio-de-mediacion.txt',
    filename: 'convenio-de-mediacion',
    subject: 'Convenio de mediación para la liquidación de saldos',
  },
  {
    kind: 'statement',
    file: 'estado-de-carteras.txt',
    filename: 'estado-de-carteras-y-saldos',
    subject: 'Estado de las carteras y saldos del titular',
  },
] as const satisfies readonly {
  kind: MediationDocumentKind;
  file: string;
  filename: string;
  subject: string;
}[];

export const templateText = (file: string) =>
  readFileSync(new URL(`./templates/${file}`, import.meta.url), 'utf8');

export const longDate = new Intl.DateTimeFormat('es-MX', {
  dateStyle: 'long',
  timeZone: 'America/Mexico_City',
});
const compactDate = (at: Date) =>
  new Intl.DateTimeFormat('en-CA', { timeZone: 'America/Mexico_City' })
    .format(at)
    .replaceAll('-', '');

/** 'MED-20260115-3F9A0C21': the day and a random part; it names one sending of documents. */
export const documentsReference = (at: Date, random: string) =>
  `MED-${compactDate(at)}-${random.toUpperCase()}`;

/** '+52 55 1234 5678', '+1 (617) 555-0123' (formatPhoneForPeople). */
export const phoneText = (cellphone: string | null, countryCode: string | null) =>
  cellphone ? formatPhoneForPeople(cellphone, countryCode) : 'No registrado';

/** A value inside a paragraph that a line break must not split (a phone number). */
export const unbreakable = (text: string) => text.replaceAll(' ', '\u00a0');

export const walletsText = (count: number) =>
  count === 0
    ? 'ninguna cartera'
    : count === 1
      ? 'una cartera'
      : `${count.toLocaleString('es-MX')} carteras`;

export function blocksOf(
  template: string,
  values: Record<string, string>,
  named: Record<string, PdfBlock>,
) {
  let title: string | undefined;
  const blocks: PdfBlock[] = [];
  for (const raw of template.split('\n')) {
    const line = raw.trim().replace(/\{\{([a-z-]+)\}\}/g, (_m, key: string) => {
      const value = values[key];
      if (value === undefined) throw new Error(`Plantilla: valor desconocido {{${key}}}`);
      return value;
    });
    if (!line) continue;
    const block = /^\[\[([a-z-]+)\]\]$/.exec(line);
    if (block) {
      const generated = named[block[1]!];
      if (!generated) throw new Error(`Plantilla: bloque desconocido ${line}`);
      blocks.push(generated);
    } else if (line.startsWith('# ')) title = line.slice(2);
    else if (line.startsWith('## ')) blocks.push({ kind: 'heading', text: line.slice(3) });
    else blocks.push({ kind: 'paragraph', text: line });
  }
  if (!title) throw new Error('Plantilla sin título');
  return { title, blocks };
}

/**
 * The blocks both the documents and the agreement name in their templates: the creditor's
 * details, the table of wallets with their total, and the signatures.
 */
export function partyBlocks(
  facts: CaseFacts,
  context: { issuer: string; reference: string; phone: string; dateText: string; total: string },
): Record<string, PdfBlock> {
  const { phone, dateText, total } = context;
  return {
    'datos-del-titular': {
      kind: 'fields',
      rows: [
        ['Nombre completo', facts.fullName],
        ['Correo electrónico', facts.email],
        ['Teléfono', phone],
        ['Fecha de emisión', dateText],
        ['Referencia', context.reference],
      ],
    },
    'tabla-de-carteras': {
      kind: 'table',
      columns: [
        { header: '#', width: 0.06 },
        { header: 'Cartera', width: 0.23 },
        { header: 'Dirección (ERC-20)', width: 0.47, mono: true },
        { header: 'Saldo', width: 0.24, align: 'right' },
      ],
      rows: facts.wallets.map((w, i) => [
        String(i + 1),
        w.name || 'Sin nombre',
        w.address,
        formatUsdtExact(w.balance),
      ]),
      total: ['', 'Total', walletsText(facts.wallets.length), total],
    },
    firmas: {
      kind: 'signatures',
      parties: [
        { role: 'El Custodio', name: context.issuer },
        { role: 'El Titular', name: facts.fullName },
      ],
    },
  };
}

/** A generated document: the attachment, and what it is called in the creditor's list. */
export interface RenderedDocument extends MailAttachment {
  kind: MediationDocumentKind;
  title: string;
}

/** The agreement and the statement of wallets and balances, as PDF attachments. */
export async function renderMediationDocuments(
  facts: CaseFacts,
  context: DocumentsContext,
): Promise<RenderedDocument[]> {
  const total = formatUsdtExact(sumAmounts(facts.wallets.map((w) => w.balance)));
  const phone = phoneText(facts.cellphone, facts.countryCode);
  const dateText = longDate.format(context.at);
  const values: Record<string, string> = {
    emisor: context.issuer,
    nombre: facts.fullName,
    correo: facts.email,
    telefono: unbreakable(phone),
    soporte: supportChannel({ appName: context.issuer, supportContact: context.supportContact }),
    fecha: dateText,
    referencia: context.reference,
    total,
    carteras: walletsText(facts.wallets.length),
  };
  const named = partyBlocks(facts, { ...context, phone, dateText, total });
  return Promise.all(
    TEMPLATES.map(async (template) => {
      const { title, blocks } = blocksOf(templateText(template.file), values, named);
      const content = await renderPdf({
        issuer: context.issuer,
        title,
        reference: context.reference,
        dateText: `Fecha: ${dateText}${context.watermark ? ` · ${context.watermark}` : ''}`,
        subject: template.subject,
        createdAt: context.at,
        watermark: context.watermark,
        blocks,
      });
      return {
        kind: template.kind,
        title,
        filename: `${template.filename}-${context.reference}.pdf`,
        content,
        contentType: 'application/pdf',
      };
    }),
  );
}
