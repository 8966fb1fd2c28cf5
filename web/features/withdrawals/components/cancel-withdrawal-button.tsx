import { Ban } from 'lucide-react';
import { useState } from 'react';
import type { WithdrawalListItem } from '@schemas/withdrawals';
import { formatUsdt } from '@schemas/money';
import { ConfirmDialog } from '@/components/confirm-dialog';
import { Button } from '@/components/ui/button';
import { shortenAddress } from '@/lib/format';
import { useCancelWithdrawal } from '../api/cancel-withdrawal';

/**
 * 'Cancelar retiro' on a pending order, behind a confirmation
 * (docs/product/withdrawals.md#cancelling-an-order). Nothing for any other status.
 */
export function CancelWithdrawalButton({ withdrawal }: { withdrawal: WithdrawalListItem }) {
  const [open, setOpen] = useState(false);
  const cancel = useCancelWithdrawal();
  if (withdrawal.status !== 'pending') return null;
  return (
    <>
      <Button variant="outline" className="w-full sm:w-auto" onClick={() => setOpen(true)}>
        <Ban aria-hidden />
        Cancelar retiro
      </Button>
      <ConfirmDialog
        open={open}
        onOpenChange={setOpen}
        title="¿Cancelar este retiro?"
        description={
          <>
            <p>
              La orden de {formatUsdt(withdrawal.amount)} a{' '}
              <span className="font-mono">{shortenAddress(withdrawal.withdrawalAddress)}</span>{' '}
              quedará Cancelada y el saldo de tu cartera volverá a estar disponible.
            </p>
            <p>Si más tarde quieres retirar, tendrás que registrar una orden nueva.</p>
          </>
        }
        confirmLabel="Sí, cancelar retiro"
        dismissLabel="No, mantener"
        pendingLabel="Cancelando..."
        pending={cancel.isPending}
        variant="destructive"
        onConfirm={() => cancel.mutate(withdrawal.id, { onSettled: () => setOpen(false) })}
      />
    </>
  );
}
