import { bulkActionOf, type BulkAction } from '@schemas/bulk-jobs';
import type { MailMessage } from '../../adapters/mail';
import { renderEmail } from '../mail/layout';

const count = new Intl.NumberFormat('es-MX');

/** docs/product/staff-at-scale.md#bulk-actions: the author's notice that a job has finished. */
export function bulkJobFinishedMail(facts: {
  appName: string;
  to: string;
  action: BulkAction;
  total: number;
  done: number;
  skipped: number;
  failed: number;
}): MailMessage {
  const label = bulkActionOf(facts.action).label;
  const title = `Terminó la acción masiva: ${label}`;
  return {
    to: facts.to,
    subject: `${title} · ${facts.appName}`,
    ...renderEmail({
      appName: facts.appName,
      title,
      paragraphs: [
        `La acción masiva «${label}» terminó sobre ${count.format(facts.total)} casos.`,
        `Hechos: ${count.format(facts.done)}. Omitidos: ${count.format(facts.skipped)}. Con error: ${count.format(facts.failed)}.`,
        'El detalle de cada caso está en «Tareas» del panel de administración (Descargar resultados, CSV).',
      ],
    }),
  };
}
