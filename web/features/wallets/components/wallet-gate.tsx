import { SearchX, WifiOff } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'wouter';
import type { WalletView } from '@schemas/wallets';
import type { BackLinkTarget } from '@/components/layout/back-link';
import { Button } from '@/components/ui/button';
import { Card, CardContent } from '@/components/ui/card';
import { Spinner } from '@/components/ui/spinner';
import { ApiError } from '@/lib/api-client';
import { useWallet } from '../api/wallet';

function StateCard({
  icon,
  title,
  children,
}: {
  icon: ReactNode;
  title?: string;
  children: ReactNode;
}) {
  return (
    <Card>
      <CardContent className="flex flex-col items-center gap-3 py-10 text-center">
        {icon}
        {title && <h2 className="text-lg font-semibold">{title}</h2>}
        <div className="grid max-w-xs justify-items-center gap-4 text-sm text-muted-foreground">
          {children}
        </div>
      </CardContent>
    </Card>
  );
}

/**
 * Loads one of the user's wallets (the source of a withdrawal screen) and shows its loading,
 * not-found and connection-error states (docs/product/withdrawals.md#the-three-steps), each with a way `back`; renders `children`
 * once the wallet is there.
 */
export function WalletGate({
  walletId,
  back,
  children,
}: {
  walletId: string;
  back: BackLinkTarget;
  children: (wallet: WalletView) => ReactNode;
}) {
  const wallet = useWallet(walletId);
  const backButton = (
    <Button asChild variant="outline">
      <Link href={back.href}>{back.label}</Link>
    </Button>
  );
  if (wallet.isPending) {
    return (
      <StateCard icon={<Spinner className="size-8" label="Cargando cartera..." />}>
        <p>Cargando cartera...</p>
      </StateCard>
    );
  }
  if (wallet.isError) {
    const missing = wallet.error instanceof ApiError && [400, 404].includes(wallet.error.status);
    return missing ? (
      <StateCard
        icon={<SearchX className="size-10 text-muted-foreground" aria-hidden />}
        title="Cartera no encontrada"
      >
        <p>La cartera solicitada no existe o no tienes acceso a ella.</p>
        {backButton}
      </StateCard>
    ) : (
      <StateCard
        icon={<WifiOff className="size-10 text-destructive-text" aria-hidden />}
        title="Error de conexión"
      >
        <p>
          No se pudo cargar la cartera{' '}
          <span className="font-mono break-all text-foreground">{walletId}</span>. Revisa tu
          conexión e inténtalo de nuevo.
        </p>
        <div className="flex flex-wrap justify-center gap-2">
          <Button onClick={() => void wallet.refetch()}>Reintentar</Button>
          {backButton}
        </div>
      </StateCard>
    );
  }
  return children(wallet.data);
}
