import type { Db } from '../../db/client';
import { csvLine, numericColumns, UTF8_BOM } from '../import/csv-cells';
import { listItemsAfter } from './bulk-jobs.repo';

const BATCH = 1000;

const RESULT_LABELS: Record<string, string> = {
  done: 'Hecho',
  skipped: 'Omitido',
  failed: 'Con error',
  pending: 'Sin procesar',
};

const COLUMNS = ['Caso', 'Nombre', 'Correo', 'Resultado', 'Motivo', 'Fecha (UTC)'] as const;
/** An export's items carry the case's row (docs/product/staff-at-scale.md#bulk-actions). */
const EXPORT_COLUMNS = [...COLUMNS, 'Teléfono', 'Etapa', 'Carteras', 'Saldo (USDT)'] as const;
const EXPORT_NUMERIC = numericColumns(EXPORT_COLUMNS, ['Carteras', 'Saldo (USDT)']);

const cellOf = (value: unknown) =>
  typeof value === 'string' || typeof value === 'number' ? value : null;

/**
 * A job's result per item, in the order the items were matched, with the export's columns for an
 * export: the same formula-safe writer as the CSV downloads. Read in batches as the client takes it.
 */
export async function* bulkResultsCsv(db: Db, jobId: string, isExport: boolean) {
  yield UTF8_BOM + csvLine(isExport ? EXPORT_COLUMNS : COLUMNS);
  let after = 0;
  for (;;) {
    const batch = await listItemsAfter(db, jobId, after, BATCH);
    if (batch.length === 0) return;
    yield batch
      .map((item) => {
        const base = [
          item.target,
          item.name,
          item.email,
          RESULT_LABELS[item.result] ?? item.result,
          item.reason,
          item.finishedAt?.toISOString() ?? null,
        ];
        if (!isExport) return csvLine(base);
        const d = item.data ?? {};
        return csvLine(
          [...base, cellOf(d.cellphone), cellOf(d.stage), cellOf(d.wallets), cellOf(d.balance)],
          EXPORT_NUMERIC,
        );
      })
      .join('');
    after = batch.at(-1)!.seq;
  }
}
