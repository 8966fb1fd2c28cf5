import { WalletCards } from 'lucide-react';
import { AppLayout } from '@/components/layout/app-layout';
import { LoadError } from '@/components/load-error';
import { Card, CardContent } from '@/components/ui/card';
import { Skeleton } from '@/components/ui/skeleton';
import { useWallets } from '@/lib/queries/wallets';
import { useWithdrawals } from '../api/withdrawals';
import { WalletChoiceCard } from '../components/wallet-choice-card';
import { WithdrawalList } from '../components/withdrawal-list';

function WalletChoices() {
  const wallets = useWallets();
  const withdrawals = useWithdrawals();
  if (wallets.isPending) {
    return (
      <div className="flex flex-col gap-3" role="status" aria-label="Cargando carteras…">
        <Skeleton className="h-44 rounded-lg" />
        <Skeleton className="h-44 rounded-lg" />
      </div>
    );
  }
  if (wallets.isError) {
    return (
      <LoadError
        title="No se pudieron cargar tus carteras"
        onRetry={() => void wallets.refetch()}
      />
    );
  }
  if (wallets.data.length === 0) {
    return (
      <Card>
        <CardContent className="flex flex-col items-center gap-2 py-8 text-center">
          <WalletCards className="size-8 text-muted-foreground" aria-hidden />
          <p className="font-semibold">No se Encontraron Carteras</p>
          <p className="max-w-xs text-sm text-muted-foreground">
            No hay carteras asociadas con tu cuenta. Si crees que es un error, comunícate con
            soporte.
          </p>
        </CardContent>
      </Card>
    );
  }
  const pendingWallets = new Set(
    withdrawals.data?.filter((w) => w.status === 'pending').map((w) => w.walletId),
  );
  return (
    <ul className="flex flex-col gap-3">
      {wallets.data.map((wallet) => (
        <WalletChoiceCard
          key={wallet.id}
          wallet={wallet}
          hasPending={pendingWallets.has(wallet.id)}
        />
      ))}
    </ul>
  );
}

/** /withdraw: pick the wallet to withdraw from, and follow the orders already placed. */
export default function WithdrawPage() {
  return (
    <AppLayout
      title="Retirar Fondos"
      description="Elige la cartera que deseas retirar. Se retira siempre el saldo completo."
      back={{ href: '/', label: 'Volver al inicio' }}
    >
      <div className="flex flex-col gap-8">
        <section aria-label="Tus carteras">
          <WalletChoices />
        </section>
        <WithdrawalList />
      </div>
    </AppLayout>
  );
}
