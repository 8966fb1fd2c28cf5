import { inArray, sql, type SQL } from 'drizzle-orm';
import type { WithdrawalQueueQuery } from '@schemas/admin-list-filters';
import { OPEN_WITHDRAWAL_STATUSES } from '@schemas/withdrawals';
import { withdrawals } from '../../db/schema';
import { hasRiskSignal } from './risk-signals.repo';

/**
 * The withdrawal queue's filters as SQL conditions (docs/decisions/admin-lists.md#filters-in-sql),
 * one small function per query parameter; the queue and the bulk jobs build their WHERE from
 * `withdrawalFilterConditions`, so "everything matching" is the list staff saw.
 */

export type WithdrawalFilters = Pick<
  Partial<WithdrawalQueueQuery>,
  'status' | 'signals' | 'minAmount' | 'maxAmount'
>;

/** One status; none asked: the open ones (pending and approved), what staff work on. */
export const byWithdrawalStatus = (status: WithdrawalFilters['status']) =>
  inArray(withdrawals.status, status ? [status] : [...OPEN_WITHDRAWAL_STATUSES]);

/** 'Con señales de riesgo' (docs/product/payout-safety.md#risk-signals-for-staff). */
export const byRiskSignals = (signals: WithdrawalFilters['signals']) =>
  signals === '1' ? hasRiskSignal : undefined;

export const byMinAmount = (min: WithdrawalFilters['minAmount']) =>
  min === undefined ? undefined : sql`${withdrawals.amount} >= ${min}::numeric`;

export const byMaxAmount = (max: WithdrawalFilters['maxAmount']) =>
  max === undefined ? undefined : sql`${withdrawals.amount} <= ${max}::numeric`;

export function withdrawalFilterConditions(filters: WithdrawalFilters): SQL[] {
  return [
    byWithdrawalStatus(filters.status),
    byRiskSignals(filters.signals),
    byMinAmount(filters.minAmount),
    byMaxAmount(filters.maxAmount),
  ].filter((c): c is SQL => c !== undefined);
}
