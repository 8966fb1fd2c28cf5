import { WalletCards } from 'lucide-react';
import type { ReactNode } from 'react';
import type { WalletView } from '@schemas/wallets';
import { LoadError } from '@/components/load-error';
import { Card, CardContent } from '@/components/ui/card';
import { SkeletonList } from '@/components/ui/skeleton';
import { useWallets } from '../api/wallets';

interface WalletListProps {
  /** How each wallet is shown (dashboard card, receive row, withdrawal choice…). */
  children: (wallet: WalletView) => ReactNode;
}

/** The user's wallets with their loading, failure and empty states. */
export function WalletList({ children }: WalletListProps) {
  const wallets = useWallets();
  if (wallets.isPending) {
    return <SkeletonList label="Cargando carteras…" count={2} className="h-52" />;
  }
  // A failed re-read in the background keeps the list on screen (its age says how old it is).
  if (wallets.isError && !wallets.data) {
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
        <CardContent className="flex flex-col items-center gap-2 py-10 text-center">
          <span className="flex size-12 items-center justify-center rounded-full bg-muted">
            <WalletCards className="size-6 text-muted-foreground" aria-hidden />
          </span>
          <p className="font-semibold">No se Encontraron Carteras</p>
          <p className="max-w-xs text-sm text-muted-foreground">
            No hay carteras asociadas con tu cuenta. Cuando se registre una, aparecerá aquí.
          </p>
        </CardContent>
      </Card>
    );
  }
  return (
    <ul className="flex flex-col gap-3">
      {wallets.data.map((wallet) => (
        <li key={wallet.id}>{children(wallet)}</li>
      ))}
    </ul>
  );
}
