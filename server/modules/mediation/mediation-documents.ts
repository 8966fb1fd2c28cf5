import { readFileSync } from 'node:fs';
import { formatUsdt, sumAmounts } from '@schemas/usdt-amount';
import type { MailAttachment } from '../../adapters/mail';
import { renderPdf, type PdfBlock } from '../../adapters/pdf/pdf-document';

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
  /** Marks every page (the 'Test Email' documents). */
  watermark?: string;
}

/**
 * The mediation documents, from the text templates in ./templates. A template is one block per
 * line: '# ' the title, '## ' a heading, '[[name]]' a generated block (the person's data, the
 * wallets table, the signatures), anything else a paragraph; '{{name}}' is replaced by a value.
 */
const TEMPLATES = [
  {
    file: 'convenio-de-mediacion.txt',
    filename: 'convenio-de-mediacion',
    subject: 'Convenio de mediación para la liquidación de saldos',
  },
  {
    file: 'estado-de-carteras.txt',
    filename: 'estado-de-carteras-y-saldos',
    subject: 'Estado de las carteras y saldos del titular',
  },
] as const;

const templateText = (file: string) =>
  readFileSync(new URL(`./templates/${file}`, import.meta.url), 'utf8');

const longDate = new Intl.DateTimeFormat('es-MX', {
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

/** '+52 (551) 234-5678'; what is not ten digits is shown as stored. */
function phoneText(cellphone: string | null, countryCode: string | null) {
  if (!cellphone) return 'No registrado';
  const digits = cellphone.replace(/\D/g, '');
  const local =
    digits.length === 10
      ? `(${digits.slice(0, 3)}) ${digits.slice(3, 6)}-${digits.slice(6)}`
      : cellphone;
  return countryCode ? `${countryCode} ${local}` : local;
}

const walletsText = (count: number) =>
  count === 0
    ? 'ninguna cartera'
    : count === 1
      ? 'una cartera'
      : `${count.toLocaleString('es-MX')} carteras`;

function blocksOf(
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

/** The agreement and the statement of wallets and balances, as PDF attachments. */
export async function renderMediationDocuments(
  facts: CaseFacts,
  context: DocumentsContext,
): Promise<MailAttachment[]> {
  const total = formatUsdt(sumAmounts(facts.wallets.map((w) => w.balance)));
  const phone = phoneText(facts.cellphone, facts.countryCode);
  const dateText = longDate.format(context.at);
  const values: Record<string, string> = {
    emisor: context.issuer,
    nombre: facts.fullName,
    correo: facts.email,
    telefono: phone,
    fecha: dateText,
    referencia: context.reference,
    total,
    carteras: walletsText(facts.wallets.length),
  };
  const named: Record<string, PdfBlock> = {
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
        { header: 'Cartera', width: 0.2 },
        { header: 'Dirección (ERC-20)', width: 0.5, mono: true },
        { header: 'Saldo', width: 0.24, align: 'right' },
      ],
      rows: facts.wallets.map((w, i) => [
        String(i + 1),
        w.name || 'Sin nombre',
        w.address,
        formatUsdt(w.balance),
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
        filename: `${template.filename}-${context.reference}.pdf`,
        content,
        contentType: 'application/pdf',
      };
    }),
  );
}
