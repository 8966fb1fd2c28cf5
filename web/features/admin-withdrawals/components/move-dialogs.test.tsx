import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import {
  PAYOUT_HASH_INVALID,
  PAYOUT_HASH_REQUIRED,
  type AdminWithdrawal,
} from '@schemas/admin-withdrawals';
import { anOrder } from '../../../../tests/support/admin-withdrawal-fixture';
import { renderWithApi, type Routes } from '../../../../tests/support/component-api';
import { ApproveDialog, CompleteDialog, RejectDialog } from './move-dialogs';

/** The staff moves of a withdrawal order (docs/product/admin-panel.md#withdrawals-queue). */

type MoveDialog = typeof ApproveDialog;

/** The dialog opened from a button, as the queue opens it. */
function Opened({ Dialog, w }: { Dialog: MoveDialog; w: AdminWithdrawal }) {
  const [open, setOpen] = useState(true);
  return (
    <>
      <button onClick={() => setOpen(true)}>Abrir</button>
      <Dialog w={w} open={open} onOpenChange={setOpen} />
    </>
  );
}

const show = (Dialog: MoveDialog, w: AdminWithdrawal, routes: Routes) => {
  const rendered = renderWithApi(<Opened Dialog={Dialog} w={w} />, routes);
  return { ...rendered, user: userEvent.setup() };
};
const dialog = () => screen.queryByRole('dialog');
const HASH = `0x${'Ab'.repeat(32)}`;

describe('approving an order', () => {
  it('says whose approval this is when two are needed, and closes once the server agrees', async () => {
    const w = anOrder({
      amount: '15000',
      requiredApprovals: 2,
      approvals: [],
    });
    const { api, user } = show(ApproveDialog, w, {
      'POST /api/admin/withdrawals/o1/approve': anOrder({
        amount: '15000',
        requiredApprovals: 2,
        approvals: [{ by: 'marta', at: '2026-03-01T11:00:00.000Z' }],
      }),
    });
    expect(dialog()!.textContent).toContain(
      'Este retiro necesita 2 aprobaciones de personas distintas: la tuya será la 1.ª',
    );
    expect(dialog()!.textContent).toContain('15,000.00 USDT');
    await user.click(screen.getByRole('button', { name: 'Aprobar Retiro' }));
    await waitFor(() => expect(dialog()).toBeNull());
    expect(api.sent('POST', '/api/admin/withdrawals/o1/approve')).toHaveLength(1);
  });

  it("with the order's last approval, says what comes next", () => {
    show(ApproveDialog, anOrder(), {});
    expect(dialog()!.textContent).toContain(
      'El usuario recibirá un correo. Después, paga el monto exacto al destino',
    );
  });

  it('stays open when the server refuses', async () => {
    const { user } = show(ApproveDialog, anOrder(), {
      'POST /api/admin/withdrawals/o1/approve': {
        status: 409,
        body: { message: 'El retiro ya no está pendiente' },
      },
    });
    await user.click(screen.getByRole('button', { name: 'Aprobar Retiro' }));
    await waitFor(() =>
      expect(screen.getByRole('button', { name: 'Aprobar Retiro' })).toHaveProperty(
        'disabled',
        false,
      ),
    );
    expect(dialog()).not.toBeNull();
  });
});

describe('completing an order', () => {
  const completed = () =>
    anOrder({ status: 'completed', payoutTxHash: HASH.toLowerCase(), completedBy: 'luis' });

  it('asks for the payout hash and checks it before sending anything', async () => {
    const { api, user } = show(CompleteDialog, anOrder({ status: 'approved' }), {
      'POST /api/admin/withdrawals/o1/complete': completed(),
    });
    expect(dialog()!.textContent).toContain('Envía exactamente 1,250.50 USDT');
    const field = screen.getByLabelText('Hash de la transacción de pago');
    await user.click(screen.getByRole('button', { name: 'Completar Retiro' }));
    expect(await screen.findByText(PAYOUT_HASH_REQUIRED)).toBeTruthy();
    expect(field.getAttribute('aria-invalid')).toBe('true');

    await user.type(field, '0x1234');
    // Typing again takes the complaint away.
    expect(screen.queryByText(PAYOUT_HASH_REQUIRED)).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Completar Retiro' }));
    expect(await screen.findByText(PAYOUT_HASH_INVALID)).toBeTruthy();
    expect(api.calls).toHaveLength(0);

    await user.clear(field);
    await user.paste(`  ${HASH} `);
    await user.click(screen.getByRole('button', { name: 'Completar Retiro' }));
    await waitFor(() => expect(dialog()).toBeNull());
    // Sent trimmed and in lower case, as the schema reads it.
    expect(api.sent('POST', '/api/admin/withdrawals/o1/complete')).toEqual([
      expect.objectContaining({ body: { payoutTxHash: HASH.toLowerCase() } }),
    ]);
  });

  it('starts empty again after being closed with a half-typed hash', async () => {
    const { user } = show(CompleteDialog, anOrder({ status: 'approved' }), {});
    await user.type(screen.getByLabelText('Hash de la transacción de pago'), '0xabc');
    await user.click(screen.getByRole('button', { name: 'Cancelar' }));
    await waitFor(() => expect(dialog()).toBeNull());
    await user.click(screen.getByRole('button', { name: 'Abrir' }));
    expect(
      (screen.getByLabelText('Hash de la transacción de pago') as HTMLInputElement).value,
    ).toBe('');
  });
});

describe('rejecting an order', () => {
  it('needs a reason, and names the status staff saw so it never lands on a newer one', async () => {
    const { api, user } = show(RejectDialog, anOrder({ status: 'approved' }), {
      'POST /api/admin/withdrawals/o1/reject': anOrder({ status: 'rejected' }),
    });
    await user.click(screen.getByRole('button', { name: 'Rechazar Retiro' }));
    expect(await screen.findByText('Escribe el motivo del rechazo')).toBeTruthy();
    expect(api.calls).toHaveLength(0);

    await user.type(
      screen.getByLabelText('Motivo del rechazo (el usuario lo leerá)'),
      'La dirección no es tuya',
    );
    await user.click(screen.getByRole('button', { name: 'Rechazar Retiro' }));
    await waitFor(() => expect(dialog()).toBeNull());
    expect(api.sent('POST', '/api/admin/withdrawals/o1/reject')).toEqual([
      expect.objectContaining({ body: { reason: 'La dirección no es tuya', from: 'approved' } }),
    ]);
  });

  it("rejects a pending order 'from pending'", async () => {
    const { api, user } = show(RejectDialog, anOrder(), {
      'POST /api/admin/withdrawals/o1/reject': anOrder({ status: 'rejected' }),
    });
    await user.type(screen.getByLabelText('Motivo del rechazo (el usuario lo leerá)'), 'Duplicado');
    await user.click(screen.getByRole('button', { name: 'Rechazar Retiro' }));
    await waitFor(() => expect(api.calls).toHaveLength(1));
    expect(api.calls[0]!.body).toEqual({ reason: 'Duplicado', from: 'pending' });
  });
});
