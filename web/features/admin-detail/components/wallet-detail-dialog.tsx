import { RefreshCw } from 'lucide-react';
import type { ReactNode } from 'react';
import { CopyAddressButton } from '@/components/copy-address-button';
import { AddressLink } from '@/components/tx-link';
import { Button } from '@/components/ui/button';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogHeader,
  DialogTitle,
} from '@/components/ui/dialog';
import { useReturnFocus } from '@/lib/use-return-focus';
import { useAdminWallet } from '../api/admin-wallet';
import { useChainBalance } from '../api/chain-balance';
import { useWalletWithdrawals } from '../api/wallet-withdrawals';
import { useErrorToast } from '../hooks/use-error-toast';
import type { AdminUserRef, AdminWalletRef } from '../types';
import { ChainTransactions } from './chain-transactions';
import { DetailSection } from './detail-section';
import { WithdrawalsList } from './withdrawals-list';
import { formatEth, formatUsdt, formatUsdtExact } from '@schemas/money';

interface WalletDetailDialogProps {
  /** The wallet to show; null keeps the dialog closed. */
  wallet: AdminWalletRef | null;
  onClose: () => void;
  /** Opens the owner's user detail (the page owns that dialog); without it the name is text. */
  onOpenUser?: (user: AdminUserRef) => void;
}

function Tile({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="grid grid-cols-1 gap-1 rounded-lg border border-border p-3">
      <dt className="text-xs font-medium text-muted-foreground">{label}</dt>
      <dd className="tabular text-base font-bold" data-testid="wallet-balance">
        {children}
      </dd>
    </div>
  );
}

function WalletDetail({
  walletRef,
  onOpenUser,
}: {
  walletRef: AdminWalletRef;
  onOpenUser?: (user: AdminUserRef) => void;
}) {
  const wallet = useAdminWallet(walletRef.id);
  const chain = useChainBalance(walletRef.address);
  const withdrawals = useWalletWithdrawals(walletRef.id);
  useErrorToast(chain.error, 'No se pudieron cargar los balances de blockchain');
  // The row that opened the dialog shows at once; the wallet's own read has the last word.
  const shown = wallet.data ?? walletRef;
  const onChain = (value: (data: NonNullable<typeof chain.data>) => string) =>
    chain.isFetching ? 'Cargando...' : chain.isError ? 'Error' : value(chain.data!);
  return (
    <>
      <DialogHeader>
        <DialogTitle>{walletRef.name || 'Sin nombre'}</DialogTitle>
        <DialogDescription>
          Cartera de {walletRef.userName || walletRef.userEmail}
        </DialogDescription>
      </DialogHeader>
      <dl className="grid grid-cols-1 gap-3 text-sm sm:grid-cols-2">
        <div className="grid min-w-0 grid-cols-1 gap-0.5">
          <dt className="text-xs font-medium text-muted-foreground">Propietario</dt>
          <dd className="min-w-0">
            {onOpenUser && wallet.data ? (
              <button
                type="button"
                className="min-h-9 max-w-full cursor-pointer text-left font-medium text-primary hover:underline focus-visible:outline-2 focus-visible:outline-ring"
                onClick={() =>
                  onOpenUser({
                    id: wallet.data.userId,
                    fullName: wallet.data.userName,
                    email: wallet.data.userEmail,
                  })
                }
              >
                {/* A long name is cut with an ellipsis, whole on hover, so the link stays one line. */}
                <span className="block truncate" title={shown.userName || shown.userEmail}>
                  {shown.userName || shown.userEmail}
                </span>
              </button>
            ) : (
              shown.userName || '—'
            )}
          </dd>
        </div>
        <div className="grid grid-cols-1 gap-0.5">
          <dt className="text-xs font-medium text-muted-foreground">Correo electrónico</dt>
          <dd className="break-all">{shown.userEmail}</dd>
        </div>
        <div className="grid grid-cols-1 gap-0.5 sm:col-span-2">
          <dt className="text-xs font-medium text-muted-foreground">Dirección</dt>
          <dd className="flex items-center gap-1">
            <AddressLink address={walletRef.address} className="min-w-0 break-all" />
            <CopyAddressButton address={walletRef.address} variant="ghost" />
          </dd>
        </div>
      </dl>
      <DetailSection
        title="Balances"
        action={
          <Button
            variant="outline"
            size="icon"
            aria-label="Actualizar balances en blockchain"
            title="Actualizar balances en blockchain"
            disabled={chain.isFetching}
            onClick={() => void chain.refetch()}
          >
            <RefreshCw aria-hidden />
          </Button>
        }
      >
        <dl className="grid grid-cols-1 gap-2 sm:grid-cols-3">
          <Tile label="Sin Tokenizar">
            {wallet.data
              ? formatUsdtExact(wallet.data.balanceSinTokenizar)
              : wallet.isError
                ? 'Error'
                : 'Cargando...'}
          </Tile>
          <Tile label="USDT en blockchain">{onChain((d) => formatUsdt(d.usdtBalance))}</Tile>
          <Tile label="Saldo ETH">{onChain((d) => formatEth(d.ethBalance))}</Tile>
        </dl>
      </DetailSection>
      <DetailSection title="Retiros de esta Cartera">
        <WithdrawalsList
          query={withdrawals}
          showWallet={false}
          empty="No hay retiros registrados para esta cartera"
        />
      </DetailSection>
      <DetailSection title="Transacciones Blockchain">
        <ChainTransactions address={walletRef.address} />
      </DetailSection>
    </>
  );
}

/** The wallet detail (docs/product/admin-panel.md#wallet-detail): balances, withdrawals and on-chain transactions. */
export function WalletDetailDialog({ wallet, onClose, onOpenUser }: WalletDetailDialogProps) {
  const onCloseAutoFocus = useReturnFocus(wallet !== null);
  return (
    <Dialog open={wallet !== null} onOpenChange={(open) => !open && onClose()}>
      <DialogContent className="max-w-3xl max-sm:p-4" onCloseAutoFocus={onCloseAutoFocus}>
        {wallet && <WalletDetail walletRef={wallet} onOpenUser={onOpenUser} />}
      </DialogContent>
    </Dialog>
  );
}
