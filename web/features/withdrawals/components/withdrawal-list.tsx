import { ArrowDown, ReceiptText } from 'lucide-react';
import type { WithdrawalListItem } from '@schemas/withdrawals';
import { Amount } from '@/components/amount';
import { LoadError } from '@/components/load-error';
import { TxLink } from '@/components/tx-link';
import { Card, CardContent } from '@/components/ui/card';
import { SkeletonList } from '@/components/ui/skeleton';
import { shortenAddress } from '@/lib/format';
import { isOpenWithdrawal } from '@schemas/withdrawal-status';
import { useWithdrawals } from '../api/withdrawals';
import { WithdrawalStatusBadge } from '@/components/withdrawal-status-badge';
import { LocalDateTime } from '@/components/local-time';
import { formatUsdt } from '@schemas/money';
import { CancelWithdrawalButton } from './cancel-withdrawal-button';

function WithdrawalRow({ withdrawal }: { withdrawal: WithdrawalListItem }) {
  const { wallet, rejectionReason, payoutTxHash } = withdrawal;
  return (
    <li>
      <Card>
        <CardContent className="flex flex-col gap-3 p-4">
          <div className="flex flex-wrap items-center justify-between gap-x-3 gap-y-1">
            <WithdrawalStatusBadge status={withdrawal.status} />
            <time dateTime={withdrawal.createdAt} className="text-xs text-muted-foreground">
              <LocalDateTime iso={withdrawal.createdAt} />
            </time>
          </div>
          <Amount className="block text-xl font-bold tracking-tight">
            {formatUsdt(withdrawal.amount)}
          </Amount>
          <dl className="grid grid-cols-[auto_1fr] items-center gap-x-3 gap-y-1 text-sm">
            <dt className="text-muted-foreground">Origen</dt>
            <dd className="min-w-0 wrap-break-word">
              {wallet ? (
                <>
                  <span className="font-medium">{wallet.name ?? 'Cartera'}</span>{' '}
                  <span className="font-mono text-muted-foreground">
                    {shortenAddress(wallet.address)}
                  </span>
                </>
              ) : (
                <span className="font-medium text-muted-foreground italic">Cartera Eliminada</span>
              )}
            </dd>
            <dt className="text-muted-foreground">Destino</dt>
            <dd className="flex items-center gap-1.5 font-mono">
              <ArrowDown className="size-3.5 -rotate-90 text-muted-foreground" aria-hidden />
              {shortenAddress(withdrawal.withdrawalAddress)}
            </dd>
            {rejectionReason && (
              <>
                <dt className="text-muted-foreground">Motivo</dt>
                <dd className="text-destructive-text">{rejectionReason}</dd>
              </>
            )}
          </dl>
          {payoutTxHash && (
            <p className="grid gap-0.5 text-sm">
              <span className="text-muted-foreground">Pago enviado en la transacción</span>
              <TxLink hash={payoutTxHash} className="-my-2" />
            </p>
          )}
          <CancelWithdrawalButton withdrawal={withdrawal} />
        </CardContent>
      </Card>
    </li>
  );
}

function Orders({ orders }: { orders: WithdrawalListItem[] }) {
  return (
    <ul className="flex flex-col gap-3">
      {orders.map((w) => (
        <WithdrawalRow key={w.id} withdrawal={w} />
      ))}
    </ul>
  );
}

/**
 * The creditor's orders, newest first: 'Retiros en curso' (pending and approved) and 'Historial
 * de retiros' (completed, rejected and cancelled). A rejected one says why, a completed one links
 * to its payout on the explorer, a pending one can be cancelled.
 */
export function WithdrawalList() {
  const withdrawals = useWithdrawals();
  const open = withdrawals.data?.filter((w) => isOpenWithdrawal(w.status)) ?? [];
  const closed = withdrawals.data?.filter((w) => !isOpenWithdrawal(w.status)) ?? [];
  return (
    <>
      <section aria-labelledby="open-withdrawals-heading" className="flex flex-col gap-3">
        <h2 id="open-withdrawals-heading" className="text-lg font-semibold">
          Retiros en curso
        </h2>
        {withdrawals.isPending ? (
          <SkeletonList label="Cargando retiros…" count={2} className="h-32" />
        ) : withdrawals.isError ? (
          <LoadError
            title="No se pudieron cargar tus retiros"
            onRetry={() => void withdrawals.refetch()}
          />
        ) : withdrawals.data.length === 0 ? (
          <Card>
            <CardContent className="flex flex-col items-center gap-2 py-8 text-center">
              <ReceiptText className="size-8 text-muted-foreground" aria-hidden />
              <p className="font-semibold">Aún no tienes retiros</p>
              <p className="max-w-xs text-sm text-muted-foreground">
                Cuando solicites un retiro aparecerá aquí con su estado.
              </p>
            </CardContent>
          </Card>
        ) : open.length === 0 ? (
          <p className="text-sm text-muted-foreground">No tienes retiros en curso.</p>
        ) : (
          <Orders orders={open} />
        )}
      </section>
      {closed.length > 0 && (
        <section aria-labelledby="past-withdrawals-heading" className="flex flex-col gap-3">
          <h2 id="past-withdrawals-heading" className="text-lg font-semibold">
            Historial de retiros
          </h2>
          <Orders orders={closed} />
        </section>
      )}
    </>
  );
}
