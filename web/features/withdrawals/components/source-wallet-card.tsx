import { Wallet } from 'lucide-react';
import type { WalletView } from '@schemas/wallets';
import { Card, CardContent } from '@/components/ui/card';
import { Amount } from '@/components/amount';
import { formatUsdtExact } from '@schemas/money';

/** The wallet the money leaves from, with its exact balance (every decimal it has). */
export function SourceWalletCard({ wallet }: { wallet: WalletView }) {
  return (
    <Card>
      <CardContent className="flex flex-col gap-3 p-4">
        <p className="text-xs font-semibold tracking-wide text-muted-foreground uppercase">
          Cartera de origen
        </p>
        <div className="flex items-start gap-3">
          <span className="flex size-10 shrink-0 items-center justify-center rounded-full bg-primary-soft text-primary">
            <Wallet className="size-5" aria-hidden />
          </span>
          <div className="min-w-0">
            <p className="font-semibold wrap-break-word">{wallet.name ?? 'Cartera'}</p>
            <p className="font-mono text-sm break-all text-muted-foreground">{wallet.address}</p>
          </div>
        </div>
        <div className="flex flex-wrap items-baseline justify-between gap-x-3 border-t border-border pt-3">
          <span className="text-sm text-muted-foreground">Saldo de la cartera</span>
          <Amount className="ml-auto text-right font-semibold">
            {formatUsdtExact(wallet.pretokenizedBalance)}
          </Amount>
        </div>
      </CardContent>
    </Card>
  );
}
