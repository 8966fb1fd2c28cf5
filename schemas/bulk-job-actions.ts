/**
 * The bulk actions without zod, for screens that only show them (bulk-jobs.ts re-exports):
 * docs/product/staff-at-scale.md#bulk-actions.
 */
import type { AdminRole } from './admin-roles';

/** Each action, its label in the 'Tareas' list, the confirmation's verb and who may start it. */
export const BULK_ACTIONS = [
  { id: 'invite', label: 'Invitar a mediación', verb: 'Invitar a', role: 'operator' },
  { id: 'move-forward', label: 'Avanzar de etapa', verb: 'Avanzar', role: 'operator' },
  {
    id: 'send-documents',
    label: 'Enviar documentos',
    verb: 'Enviar documentos a',
    role: 'operator',
  },
  { id: 'assign', label: 'Asignar', verb: 'Asignar', role: 'operator' },
  { id: 'release', label: 'Liberar asignación', verb: 'Liberar', role: 'operator' },
  { id: 'remind', label: 'Enviar recordatorio', verb: 'Recordar a', role: 'operator' },
  { id: 'export', label: 'Exportar', verb: 'Exportar', role: 'owner' },
] as const satisfies readonly { id: string; label: string; verb: string; role: AdminRole }[];

export type BulkAction = (typeof BULK_ACTIONS)[number]['id'];
export const BULK_ACTION_IDS = BULK_ACTIONS.map((a) => a.id) as [BulkAction, ...BulkAction[]];
export const bulkActionOf = (id: BulkAction) => BULK_ACTIONS.find((a) => a.id === id)!;

export const BULK_JOB_STATES = ['running', 'done', 'cancelled', 'failed'] as const;
export type BulkJobState = (typeof BULK_JOB_STATES)[number];

export const BULK_ITEM_RESULTS = ['pending', 'done', 'skipped', 'failed'] as const;
export type BulkItemResult = (typeof BULK_ITEM_RESULTS)[number];

/** The most items one job may act on (docs/decisions/bulk-jobs.md#the-cap). */
export const MAX_BULK_ITEMS = 100_000;
