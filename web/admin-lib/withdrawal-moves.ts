import type { AdminWithdrawal } from '@schemas/admin-withdrawals';
import { formatDateTime } from '@/lib/format-date';

/**
 * Who moved an order and when, in the order it happened: 'Aprobado por marta · 02/03/2026
 * 09:00' (docs/product/withdrawals.md#who-and-when). The queue card and the user detail show it.
 */
export function withdrawalMoves(w: AdminWithdrawal): string[] {
  const moves: [string, string | null, string | null][] = [
    ['Aprobado', w.approvedBy, w.approvedAt],
    ['Completado', w.completedBy, w.completedAt],
    ['Rechazado', w.rejectedBy, w.rejectedAt],
    // Only the creditor cancels (docs/product/withdrawals.md#cancelling-an-order).
    ['Cancelado', w.cancelledBy && `el titular (${w.cancelledBy})`, w.cancelledAt],
  ];
  return moves
    .filter((move): move is [string, string, string] => move[1] !== null && move[2] !== null)
    .sort((a, b) => a[2].localeCompare(b[2]))
    .map(([what, by, at]) => `${what} por ${by} · ${formatDateTime(at)}`);
}
