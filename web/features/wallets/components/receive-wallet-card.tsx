import { QrCode } from 'lucide-react';
import { Link } from 'wouter';
import { Amount } from '@/components/amount';
import type { WalletView } from '@schemas/wallets';
import { Button } from '@/components/ui/button';
import { Card, CardContent } from '@/components/ui/card';
import { shortenAddress } from '@/lib/format';
import { paths } from '@/user/route-paths';
import { formatUsdt } from '@schemas/money';

/** One wallet on /receive: name, shortened address, 'Balance actual' and 'Ver QR'. */
export function ReceiveWalletCard({ wallet }: { wallet: WalletView }) {
  return (
    <Card data-testid="receive-wallet">
      <CardContent className="flex flex-wrap items-center gap-3 p-4">
        <div className="min-w-48 flex-1">
          <p className="font-semibold wrap-break-word">{wallet.name ?? 'Cartera'}</p>
          <p className="font-mono text-sm text-muted-foreground" title={wallet.address}>
            {shortenAddress(wallet.address)}
          </p>
          <p className="mt-1 text-sm text-muted-foreground">Balance actual</p>
          <Amount className="block font-semibold">{formatUsdt(wallet.pretokenizedBalance)}</Amount>
        </div>
        <Button asChild variant="outline">
          <Link href={paths.qr.getHref(wallet.address)}>
            <QrCode aria-hidden />
            Ver QR
          </Link>
        </Button>
      </CardContent>
    </Card>
  );
}
