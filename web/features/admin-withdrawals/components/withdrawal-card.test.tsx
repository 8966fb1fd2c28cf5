import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { adminSession } from '@schemas/admin';
import type { AdminWithdrawal } from '@schemas/admin-withdrawals';
import { anOrder } from '../../../../tests/support/admin-withdrawal-fixture';
import { renderWithApi } from '../../../../tests/support/component-api';
import { WithdrawalCard } from './withdrawal-card';

/**
 * The queue card offers the moves the server sends (`allowedMoves`, from the one table of moves
 * in withdrawals/withdrawal-workflow.ts) and no others: the panel does not re-encode them
 * (docs/product/withdrawals.md#statuses-and-moves).
 */

/** The move buttons of each card, once the session has been read (moves are for operators). */
async function movesShown(...orders: AdminWithdrawal[]) {
  renderWithApi(
    <ul>
      {orders.map((w, n) => (
        <WithdrawalCard
          key={n}
          w={{ ...w, id: `o${n}` }}
          onOpenUser={() => undefined}
          onOpenWallet={() => undefined}
        />
      ))}
    </ul>,
    { 'GET /api/admin/session': adminSession.parse({ username: 'marta', role: 'operator' }) },
  );
  await screen.findAllByRole('button', { name: 'Rechazar' });
  return screen
    .getAllByTestId('queue-order')
    .map((card) =>
      ['Aprobar', 'Completar', 'Rechazar'].filter((name) =>
        within(card).queryByRole('button', { name }),
      ),
    );
}

describe('the moves on a withdrawal card', () => {
  it('are the ones the server allows, whatever the status says', async () => {
    expect(
      await movesShown(
        anOrder({ status: 'pending', allowedMoves: ['approved', 'rejected'] }),
        anOrder({ status: 'approved', allowedMoves: ['completed', 'rejected'] }),
        // An approved order whose answer allows only the rejection: no 'Completar' of the panel's own.
        anOrder({ status: 'approved', allowedMoves: ['rejected'] }),
        anOrder({ status: 'approved', allowedMoves: [] }),
      ),
    ).toEqual([['Aprobar', 'Rechazar'], ['Completar', 'Rechazar'], ['Rechazar'], []]);
  });
});
