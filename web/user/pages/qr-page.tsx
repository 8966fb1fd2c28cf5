import { ExternalLink, SearchX } from 'lucide-react';
import { Link, useParams } from 'wouter';
import { AppLayout } from '@/components/layout/app-layout';
import { CopyAddressButton } from '@/components/copy-address-button';
import { LoadError } from '@/components/load-error';
import { Button } from '@/components/ui/button';
import { Card, CardContent } from '@/components/ui/card';
import { Spinner } from '@/components/ui/spinner';
import { useWallets } from '@/features/wallets/api/wallets';
import { TransactionList } from '@/features/wallets/components/transaction-list';
import { WalletQr } from '@/features/wallets/components/wallet-qr';
import { useAppConfig } from '@/lib/queries/app-config';
import { paths } from '../route-paths';

const back = { href: paths.home.getHref(), label: 'Volver al inicio' };

/** /qr/:address: the wallet's QR, its address to copy, the explorer link and its history. */
export default function QrPage() {
  const { address = '' } = useParams<{ address: string }>();
  const wallets = useWallets();
  const explorerUrl = useAppConfig().data?.explorerUrl;
  // docs/product/wallets-and-chain.md#receiving-funds: the wallet is found among the user's own, by address, case-insensitively.
  const wallet = wallets.data?.find((w) => w.address.toLowerCase() === address.toLowerCase());

  if (wallets.isPending) {
    return (
      <AppLayout title="Código QR" back={back}>
        <div className="flex justify-center py-16">
          <Spinner label="Cargando cartera…" showLabel />
        </div>
      </AppLayout>
    );
  }
  if (wallets.isError) {
    return (
      <AppLayout title="Código QR" back={back}>
        <LoadError
          title="No se pudieron cargar tus carteras"
          onRetry={() => void wallets.refetch()}
        />
      </AppLayout>
    );
  }
  if (!wallet) {
    return (
      <AppLayout title="Código QR" back={back}>
        <Card>
          <CardContent className="flex flex-col items-center gap-2 py-10 text-center">
            <SearchX className="size-8 text-muted-foreground" aria-hidden />
            <p className="font-semibold">Cartera no encontrada</p>
            <p className="max-w-xs text-sm text-muted-foreground">
              La cartera solicitada no existe o no tienes acceso a ella.
            </p>
            <Button asChild variant="outline" className="mt-2">
              <Link href={paths.home.getHref()}>Ir a mis carteras</Link>
            </Button>
          </CardContent>
        </Card>
      </AppLayout>
    );
  }
  return (
    <AppLayout
      title={wallet.name ?? 'Código QR'}
      description="Recibe USDT (ERC-20) en esta dirección."
      back={back}
    >
      <div className="flex flex-col gap-5">
        <Card>
          <CardContent className="flex flex-col items-center gap-4">
            <WalletQr address={wallet.address} />
            <p
              className="w-full rounded-md bg-muted px-3 py-2 text-center font-mono text-sm break-all"
              data-testid="full-address"
            >
              {wallet.address}
            </p>
            <div className="grid w-full grid-cols-[repeat(auto-fit,minmax(8.5rem,1fr))] gap-3">
              <CopyAddressButton address={wallet.address} label="Copiar" />
              {explorerUrl && (
                <Button asChild variant="outline">
                  <a
                    href={`${explorerUrl}/address/${wallet.address}`}
                    target="_blank"
                    rel="noopener noreferrer"
                  >
                    <ExternalLink aria-hidden />
                    Explorador
                  </a>
                </Button>
              )}
            </div>
          </CardContent>
        </Card>
        <TransactionList walletId={wallet.id} walletAddress={wallet.address} />
      </div>
    </AppLayout>
  );
}
