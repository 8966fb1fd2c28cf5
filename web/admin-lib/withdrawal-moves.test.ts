import { describe, expect, it } from 'vitest';
import type { AdminWithdrawal } from '@schemas/admin-withdrawals';
import { formatDateTime } from '@/lib/format-date';
import { withdrawalMoves } from './withdrawal-moves';

const MOVES = ['approved', 'completed', 'rejected', 'cancelled'] as const;
/** An order that nobody moved, but for `moves`. */
const order = (moves: Partial<AdminWithdrawal>) =>
  ({
    ...Object.fromEntries(
      MOVES.flatMap((m) => [
        [`${m}By`, null],
        [`${m}At`, null],
      ]),
    ),
    ...moves,
  }) as AdminWithdrawal;

describe('who moved an order and when', () => {
  it('lists each move with its staff member and time, in the order they happened', () => {
    const approvedAt = '2026-03-02T09:00:00.000Z';
    const completedAt = '2026-03-03T10:30:00.000Z';
    expect(
      withdrawalMoves(order({ completedBy: 'luis', completedAt, approvedBy: 'marta', approvedAt })),
    ).toEqual([
      `Aprobado por marta · ${formatDateTime(approvedAt)}`,
      `Completado por luis · ${formatDateTime(completedAt)}`,
    ]);
    expect(withdrawalMoves(order({}))).toEqual([]);
  });

  it('names the creditor who cancelled', () => {
    const cancelledAt = '2026-03-02T09:00:00.000Z';
    expect(withdrawalMoves(order({ cancelledBy: 'ana@example.com', cancelledAt }))).toEqual([
      `Cancelado por el titular (ana@example.com) · ${formatDateTime(cancelledAt)}`,
    ]);
  });
});
