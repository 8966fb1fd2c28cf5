import type { AdminWithdrawal } from '@schemas/admin-withdrawals';
import { shortenAdminAddress } from '@/admin-lib/format';
import { withdrawalMoves } from '@/admin-lib/withdrawal-moves';
import { CopyAddressButton } from '@/components/copy-address-button';
import { LoadError } from '@/components/load-error';
import { TxLink } from '@/components/tx-link';
import { Skeleton } from '@/components/ui/skeleton';
import { WithdrawalStatusBadge } from '@/components/withdrawal-status-badge';
import type { UseQueryResult } from '@tanstack/react-query';
import { EmptyNote } from './detail-section';
import { formatUsdt } from '@schemas/money';
import { LocalDateTime } from '@/components/local-time';

interface WithdrawalsListProps {
  query: UseQueryResult<AdminWithdrawal[]>;
  /** The user's dialog names each order's wallet; the wallet's own dialog does not. */
  showWallet: boolean;
  empty: string;
}

function WithdrawalItem({ w, showWallet }: { w: AdminWithdrawal; showWallet: boolean }) {
  const moves = withdrawalMoves(w);
  return (
    <li
      className="grid grid-cols-1 gap-2 rounded-lg border border-border p-3 sm:p-4"
      data-testid="withdrawal"
    >
      <div className="flex flex-wrap items-center justify-between gap-2">
        <div className="flex items-center gap-2">
          <WithdrawalStatusBadge status={w.status} />
          <time dateTime={w.createdAt} className="text-xs text-muted-foreground">
            <LocalDateTime iso={w.createdAt} />
          </time>
        </div>
        <span className="tabular font-semibold">{formatUsdt(w.amount)}</span>
      </div>
      <dl className="grid grid-cols-[auto_minmax(0,1fr)] items-center gap-x-3 gap-y-1 text-sm">
        {showWallet && (
          <>
            <dt className="text-muted-foreground">Cartera</dt>
            <dd className="min-w-0 truncate">
              {w.walletAddress ? (
                <>
                  <span className="font-medium">{w.walletName || 'Sin nombre'}</span>{' '}
                  <span className="font-mono text-muted-foreground">
                    {shortenAdminAddress(w.walletAddress)}
                  </span>
                </>
              ) : (
                <span className="text-muted-foreground italic">Cartera Eliminada</span>
              )}
            </dd>
          </>
        )}
        <dt className="text-muted-foreground">Retiro a</dt>
        <dd className="flex min-w-0 items-center gap-1">
          <span className="truncate font-mono">{shortenAdminAddress(w.withdrawalAddress)}</span>
          <CopyAddressButton address={w.withdrawalAddress} variant="ghost" />
        </dd>
        {w.rejectionReason && (
          <>
            <dt className="text-muted-foreground">Motivo</dt>
            <dd className="text-destructive-text">{w.rejectionReason}</dd>
          </>
        )}
        {w.payoutTxHash && (
          <>
            <dt className="text-muted-foreground">Pago</dt>
            <dd className="min-w-0">
              <TxLink hash={w.payoutTxHash} />
            </dd>
          </>
        )}
      </dl>
      {moves.length > 0 && (
        <ul className="grid gap-0.5 text-xs text-muted-foreground" aria-label="Movimientos">
          {moves.map((move) => (
            <li key={move}>{move}</li>
          ))}
        </ul>
      )}
    </li>
  );
}

/** 'Retiros' of a user or of a wallet: date, amount, status, destination (copyable). */
export function WithdrawalsList({ query, showWallet, empty }: WithdrawalsListProps) {
  if (query.isPending) {
    return (
      <div className="grid grid-cols-1 gap-2" role="status" aria-label="Cargando retiros...">
        <Skeleton className="h-20 rounded-lg" />
      </div>
    );
  }
  if (query.isError) {
    return (
      <LoadError title="No se pudieron cargar los retiros" onRetry={() => void query.refetch()} />
    );
  }
  if (query.data.length === 0) return <EmptyNote>{empty}</EmptyNote>;
  return (
    <ul className="grid grid-cols-1 gap-2">
      {query.data.map((w) => (
        <WithdrawalItem key={w.id} w={w} showWallet={showWallet} />
      ))}
    </ul>
  );
}
