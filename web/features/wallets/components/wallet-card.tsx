import { ChevronRight, RefreshCw } from 'lucide-react';
import { Link } from 'wouter';
import type { WalletView } from '@schemas/wallets';
import { Button } from '@/components/ui/button';
import { Card, CardContent } from '@/components/ui/card';
import { cn } from '@/lib/cn';
import { shortenAddress } from '@/lib/format';
import { paths } from '@/user/route-paths';
import { useRefreshWallet } from '../api/refresh-wallet';
import { BalanceTiles } from './balance-tiles';
import { SyncAge } from './sync-age';

/** One wallet of 'Tus Carteras': address, details link, refresh, tiles and how fresh they are. */
export function WalletCard({ wallet }: { wallet: WalletView }) {
  const refresh = useRefreshWallet();
  return (
    <Card data-testid="wallet-card" data-address={wallet.address}>
      <CardContent className="@container p-4">
        <div className="mb-3 flex items-start gap-2">
          <div className="min-w-0 flex-1">
            <p className="font-semibold wrap-break-word">{wallet.name ?? 'Cartera'}</p>
            <p className="flex flex-wrap items-center gap-x-2 text-sm text-muted-foreground">
              <span className="font-mono" title={wallet.address}>
                {shortenAddress(wallet.address)}
              </span>
              <Link
                href={paths.qr.getHref(wallet.address)}
                className="-my-2 inline-flex min-h-11 items-center font-medium text-primary hover:underline focus-visible:outline-2 focus-visible:outline-ring"
              >
                Detalles
                <ChevronRight className="size-4" aria-hidden />
              </Link>
            </p>
          </div>
          <Button
            variant="outline"
            size="icon"
            onClick={() => refresh.mutate(wallet.id)}
            disabled={refresh.isPending}
            aria-label={refresh.isPending ? 'Actualizando saldo…' : 'Actualizar saldo'}
            title="Actualizar saldo desde blockchain"
          >
            <RefreshCw aria-hidden className={cn(refresh.isPending && 'animate-spin')} />
          </Button>
        </div>
        <BalanceTiles wallet={wallet} />
        <p className="mt-2 text-xs text-muted-foreground" data-testid="last-sync">
          <SyncAge lastSyncAt={wallet.lastSyncAt} />
        </p>
      </CardContent>
    </Card>
  );
}
