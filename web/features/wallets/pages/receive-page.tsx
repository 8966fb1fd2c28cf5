import { QrCode } from 'lucide-react';
import { Link } from 'wouter';
import type { WalletView } from '@schemas/wallets';
import { AppLayout } from '@/components/layout/app-layout';
import { Button } from '@/components/ui/button';
import { Card, CardContent } from '@/components/ui/card';
import { formatUsdt, shortenAddress } from '@/lib/format';
import { useWallets } from '@/lib/queries/wallets';
import { ReceiveSteps } from '../components/receive-steps';
import { WalletList } from '@/components/wallet-list';

function ReceiveWallet({ wallet }: { wallet: WalletView }) {
  return (
    <Card data-testid="receive-wallet">
      <CardContent className="flex items-center gap-3 p-4">
        <div className="min-w-0 flex-1">
          <p className="truncate font-semibold">{wallet.name ?? 'Cartera'}</p>
          <p className="font-mono text-sm text-muted-foreground" title={wallet.address}>
            {shortenAddress(wallet.address)}
          </p>
          <p className="mt-1 text-sm">
            <span className="text-muted-foreground">Balance actual: </span>
            <span className="tabular font-semibold">{formatUsdt(wallet.pretokenizedBalance)}</span>
          </p>
        </div>
        <Button asChild variant="outline">
          <Link href={`/qr/${wallet.address}`}>
            <QrCode aria-hidden />
            Ver QR
          </Link>
        </Button>
      </CardContent>
    </Card>
  );
}

/** /receive: where to receive USDT, and how. */
export default function ReceivePage() {
  const wallets = useWallets();
  return (
    <AppLayout
      title="Recibir fondos"
      description="Comparte la dirección de una de tus carteras para recibir USDT."
      back={{ href: '/', label: 'Volver al inicio' }}
    >
      <div className="flex flex-col gap-6">
        <ReceiveSteps />
        <section aria-label="Tus carteras">
          <h2 className="mb-3 text-lg font-semibold">Tus carteras</h2>
          <WalletList wallets={wallets}>{(wallet) => <ReceiveWallet wallet={wallet} />}</WalletList>
        </section>
      </div>
    </AppLayout>
  );
}
