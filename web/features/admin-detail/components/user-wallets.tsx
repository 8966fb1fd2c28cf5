import { useQueryClient } from '@tanstack/react-query';
import { RefreshCw } from 'lucide-react';
import { useState } from 'react';
import type { AdminWallet } from '@schemas/admin-detail';
import { shortenAdminAddress } from '@/admin-lib/format';
import { CopyAddressButton } from '@/components/copy-address-button';
import { LoadError } from '@/components/load-error';
import { Button } from '@/components/ui/button';
import { Skeleton } from '@/components/ui/skeleton';
import { cn } from '@/lib/cn';
import { chainBalanceQuery, useChainBalance } from '../api/chain-balance';
import { useUserWallets } from '../api/user-wallets';
import { useErrorToast } from '../hooks/use-error-toast';
import { DetailSection, EmptyNote } from './detail-section';
import { formatEth, formatUsdt, formatUsdtExact } from '@schemas/money';

const BALANCE_FAILED = 'No se pudieron cargar los balances de blockchain';

/** A figure, or what stands for it while there is none ('Pulsa ↻ para cargar', 'Error'). */
type Shown = { value: string } | { placeholder: string } | { error: string };

function Figure({ label, shown }: { label: string; shown: Shown }) {
  return (
    <div className="grid grid-cols-1 gap-0.5">
      <dt className="text-xs text-muted-foreground">{label}</dt>
      <dd
        className={cn(
          'tabular text-sm',
          'value' in shown && 'font-semibold',
          'placeholder' in shown && 'text-muted-foreground',
          'error' in shown && 'font-semibold text-destructive-text',
        )}
      >
        {'value' in shown ? shown.value : 'placeholder' in shown ? shown.placeholder : shown.error}
      </dd>
    </div>
  );
}

interface WalletRowProps {
  wallet: AdminWallet;
  /** Staff pressed ↻: read this wallet's figures on chain. */
  load: boolean;
  onOpen: (wallet: AdminWallet) => void;
}

function WalletRow({ wallet, load, onOpen }: WalletRowProps) {
  const chain = useChainBalance(wallet.address, load);
  useErrorToast(chain.error, BALANCE_FAILED);
  const onChain = (value: (data: NonNullable<typeof chain.data>) => string): Shown =>
    !load
      ? { placeholder: 'Pulsa ↻ para cargar' }
      : chain.isFetching
        ? { placeholder: 'Cargando...' }
        : chain.isError
          ? { error: 'Error' }
          : { value: value(chain.data!) };
  return (
    <li
      className="grid grid-cols-1 gap-3 rounded-lg border border-border p-3 sm:p-4"
      data-testid="user-wallet"
    >
      <div className="flex flex-wrap items-center justify-between gap-x-2">
        <button
          type="button"
          onClick={() => onOpen(wallet)}
          className="min-h-11 min-w-0 cursor-pointer truncate text-left font-medium text-primary hover:underline focus-visible:outline-2 focus-visible:outline-ring"
        >
          {wallet.name || 'Sin nombre'}
        </button>
        <div className="flex min-w-0 items-center gap-1">
          <span className="truncate font-mono text-sm text-muted-foreground">
            {shortenAdminAddress(wallet.address)}
          </span>
          <CopyAddressButton address={wallet.address} variant="ghost" />
        </div>
      </div>
      <dl className="grid grid-cols-1 gap-2 min-[420px]:grid-cols-3">
        <Figure
          label="Sin Tokenizar"
          shown={{ value: formatUsdtExact(wallet.balanceSinTokenizar) }}
        />
        <Figure label="USDT en blockchain" shown={onChain((d) => formatUsdt(d.usdtBalance))} />
        <Figure label="Saldo ETH" shown={onChain((d) => formatEth(d.ethBalance))} />
      </dl>
    </li>
  );
}

interface UserWalletsProps {
  userId: string;
  onOpenWallet: (wallet: AdminWallet) => void;
}

/** 'Carteras (n)': the internal balance, and the on-chain figures when staff ask for them. */
export function UserWallets({ userId, onOpenWallet }: UserWalletsProps) {
  const wallets = useUserWallets(userId);
  const queryClient = useQueryClient();
  const [load, setLoad] = useState(false);
  const refresh = () => {
    if (!load) return setLoad(true);
    for (const w of wallets.data ?? []) {
      void queryClient.refetchQueries(chainBalanceQuery(w.address));
    }
  };
  const count = wallets.data?.length;
  return (
    <DetailSection
      title={`Carteras (${count ?? '…'})`}
      action={
        count ? (
          <Button
            variant="outline"
            size="icon"
            onClick={refresh}
            aria-label="Cargar balances en blockchain"
            title="Cargar balances en blockchain"
          >
            <RefreshCw aria-hidden />
          </Button>
        ) : null
      }
    >
      {wallets.isPending ? (
        <Skeleton className="h-28 rounded-lg" />
      ) : wallets.isError ? (
        <LoadError
          title="No se pudieron cargar las carteras"
          onRetry={() => void wallets.refetch()}
        />
      ) : wallets.data.length === 0 ? (
        <EmptyNote>No se encontraron carteras para este usuario.</EmptyNote>
      ) : (
        <ul className="grid grid-cols-1 gap-2">
          {wallets.data.map((w) => (
            <WalletRow key={w.id} wallet={w} load={load} onOpen={onOpenWallet} />
          ))}
        </ul>
      )}
    </DetailSection>
  );
}
