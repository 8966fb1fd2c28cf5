import { ArrowRight, Clock, Wallet } from 'lucide-react';
import { Link } from 'wouter';
import type { WalletView } from '@schemas/wallets';
import { Amount } from '@/components/amount';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Card, CardContent } from '@/components/ui/card';
import { formatUsdt, shortenAddress } from '@/lib/format';
import { paths } from '@/user/route-paths';
import { useWithdrawalAvailability } from '../hooks/use-withdrawal-availability';

/**
 * One wallet on /withdraw: its balance 'Disponible para retiro' and 'Retirar'; while an order of
 * it is open the balance is 'No disponible' and there is nothing to press; 'Sin Fondos' at zero.
 */
export function WalletChoiceCard({ wallet }: { wallet: WalletView }) {
  const availability = useWithdrawalAvailability(wallet);
  const name = wallet.name ?? 'Cartera';
  return (
    <Card data-testid="wallet-choice">
      <CardContent className="@container flex flex-col gap-4 p-4">
        <div className="flex items-start gap-3">
          <span className="flex size-10 shrink-0 items-center justify-center rounded-full bg-primary-soft text-primary">
            <Wallet className="size-5" aria-hidden />
          </span>
          <div className="min-w-0 flex-1">
            <p className="font-semibold wrap-break-word">{name}</p>
            <p className="font-mono text-sm text-muted-foreground">
              {shortenAddress(wallet.address)}
            </p>
          </div>
        </div>
        <div>
          <p className="text-[clamp(1.25rem,7.5cqi,1.5rem)] leading-tight font-bold tracking-tight">
            <Amount>{formatUsdt(wallet.pretokenizedBalance)}</Amount>
          </p>
          {availability === 'pending' ? (
            <div className="mt-1 flex flex-wrap items-center justify-between gap-2">
              <p className="text-sm text-warning-text">No disponible: tiene un retiro en curso</p>
              <Badge variant="warning">
                <Clock aria-hidden />
                Retiro pendiente
              </Badge>
            </div>
          ) : (
            <p className="mt-1 text-sm text-muted-foreground">Disponible para retiro</p>
          )}
        </div>
        {availability === 'pending' || availability === 'empty' ? (
          <Button className="w-full" variant="secondary" disabled>
            {availability === 'pending' ? 'Saldo No Disponible' : 'Sin Fondos'}
          </Button>
        ) : (
          <Button asChild className="w-full">
            <Link
              href={paths.withdrawDestination.getHref(wallet.id)}
              aria-label={`Retirar de ${name}`}
            >
              Retirar
              <ArrowRight aria-hidden />
            </Link>
          </Button>
        )}
      </CardContent>
    </Card>
  );
}
