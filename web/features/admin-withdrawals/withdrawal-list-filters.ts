import { WITHDRAWAL_STATUSES, type WithdrawalStatus } from '@schemas/withdrawal-status';
import type { FilterField, SortOption } from '@/admin-lib/list-filters';

/**
 * The Retiros queue's state in the address, as the API names it
 * (docs/product/staff-at-scale.md#in-the-admin-app): the tab is `status` (none: 'Pendientes'),
 * 'Con señales de riesgo' is `signals=1`, whose orders is `assignee`, and these filters and order.
 */
export const WITHDRAWAL_LIST_FIELDS: readonly FilterField[] = [
  { key: 'minAmount', label: 'Monto mínimo', kind: 'amount' },
  { key: 'maxAmount', label: 'Monto máximo', kind: 'amount' },
];

export const WITHDRAWAL_LIST_SORTS: readonly SortOption[] = [
  { value: '', label: 'Más antiguos primero' },
  { value: ':desc', label: 'Más recientes primero' },
];

/** The tab in the address: 'Pendientes' unless `status` names another. */
export const statusOf = (params: URLSearchParams): WithdrawalStatus => {
  const asked = params.get('status');
  return WITHDRAWAL_STATUSES.find((s) => s === asked) ?? 'pending';
};
