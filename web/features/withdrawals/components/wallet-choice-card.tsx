import { ArrowRight, Clock, Wallet } from 'lucide-react';
import { Link } from 'wouter';
import type { WalletView } from '@schemas/wallets';
import { isPositiveAmount } from '@schemas/usdt-amount';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Card, CardContent } from '@/components/ui/card';
import { formatUsdt, shortenAddress } from '@/lib/format';
import { paths } from '@/user/route-paths';
import { usePendingWithdrawal } from '../hooks/use-pending-withdrawal';

/**
 * One wallet on /withdraw: its balance 'Disponible para retiro', 'Retiro pendiente' while an
 * order is open, and 'Retirar' or 'Sin Fondos'.
 */
export function WalletChoiceCard({ wallet }: { wallet: WalletView }) {
  const { hasPending } = usePendingWithdrawal(wallet.id);
  const hasFunds = isPositiveAmount(wallet.pretokenizedBalance);
  const name = wallet.name ?? 'Cartera';
  return (
    <Card>
      <CardContent className="flex flex-col gap-4 p-4">
        <div className="flex items-start gap-3">
          <span className="flex size-10 shrink-0 items-center justify-center rounded-full bg-primary-soft text-primary">
            <Wallet className="size-5" aria-hidden />
          </span>
          <div className="min-w-0 flex-1">
            <p className="truncate font-semibold">{name}</p>
            <p className="font-mono text-sm text-muted-foreground">
              {shortenAddress(wallet.address)}
            </p>
          </div>
        </div>
        <div>
          <p className="tabular text-2xl font-bold tracking-tight">
            {formatUsdt(wallet.pretokenizedBalance)}
          </p>
          <div className="flex flex-wrap items-center justify-between gap-2">
            <p className="text-sm text-muted-foreground">Disponible para retiro</p>
            {hasPending && (
              <Badge variant="warning">
                <Clock aria-hidden />
                Retiro pendiente
              </Badge>
            )}
          </div>
        </div>
        {hasFunds ? (
          <Button asChild className="w-full">
            <Link
              href={paths.withdrawDestination.getHref(wallet.id)}
              aria-label={`Retirar de ${name}`}
            >
              Retirar
              <ArrowRight aria-hidden />
            </Link>
          </Button>
        ) : (
          <Button className="w-full" variant="secondary" disabled>
            Sin Fondos
          </Button>
        )}
      </CardContent>
    </Card>
  );
}
