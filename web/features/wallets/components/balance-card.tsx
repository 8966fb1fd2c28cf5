import { ArrowUpRight, UserRound } from 'lucide-react';
import { Link } from 'wouter';
import type { WalletView } from '@schemas/wallets';
import { Amount } from '@/components/amount';
import { Button } from '@/components/ui/button';
import { Card, CardContent } from '@/components/ui/card';
import { Skeleton } from '@/components/ui/skeleton';
import { useAuth } from '@/lib/auth';
import { paths } from '@/user/route-paths';
import { compareAmounts, formatUsdt, sumAmounts } from '@schemas/money';

const plural = (n: number, one: string, many: string) => `${n} ${n === 1 ? one : many}`;

interface BalanceCardProps {
  /** The wallets once read; undefined while loading or after a failed read. */
  wallets: WalletView[] | undefined;
  /** The read failed: the total says so instead of loading forever (the list offers a retry). */
  failed: boolean;
}

/** The dashboard's lead card: who, how much in total, how many wallets, and the two actions. */
export function BalanceCard({ wallets, failed }: BalanceCardProps) {
  const { user } = useAuth();
  const displayName = user?.fullName || user?.name || 'Usuario';
  const onChain = wallets?.filter(
    (w) => w.tokenizedBalance !== null && compareAmounts(w.tokenizedBalance, '0') > 0,
  ).length;
  const actionClass =
    'min-h-11 px-3 text-sm whitespace-nowrap max-[400px]:gap-1.5 max-[400px]:px-2';
  return (
    <Card className="overflow-hidden">
      <div className="@container bg-gradient-to-br from-primary to-[#0f5c44] px-5 pt-5 pb-6 text-primary-foreground">
        <p className="text-sm text-white/80">Hola,</p>
        <h1 className="truncate text-xl font-bold tracking-tight" title={displayName}>
          {displayName}
        </h1>
        <p className="mt-5 text-xs font-medium tracking-wide text-white/80 uppercase">
          Saldo total
        </p>
        {wallets ? (
          // Steps down with the card's width so ten digits and six decimals fit a 320 px phone.
          <p
            className="text-[clamp(1.375rem,9cqi,1.875rem)] leading-tight font-bold tracking-tight"
            data-testid="total-balance"
          >
            <Amount>{formatUsdt(sumAmounts(wallets.map((w) => w.pretokenizedBalance)))}</Amount>
          </p>
        ) : failed ? (
          <p className="mt-1 text-base font-semibold" data-testid="total-balance">
            Saldo no disponible
          </p>
        ) : (
          <div role="status">
            <Skeleton className="mt-1 h-9 w-48 bg-white/20" />
            <span className="sr-only">Cargando saldo total…</span>
          </div>
        )}
        {wallets && (
          <p className="mt-2 text-sm text-white/90" data-testid="wallet-counts">
            {plural(wallets.length, 'cartera', 'carteras')} ·{' '}
            {plural(onChain ?? 0, 'en blockchain', 'en blockchain')}
          </p>
        )}
      </div>
      <CardContent className="grid grid-cols-2 gap-3 p-4">
        <Button asChild variant="outline" className={actionClass}>
          <Link href={paths.profile.getHref()}>
            <UserRound aria-hidden />
            Mi perfil
          </Link>
        </Button>
        {wallets?.length === 0 ? (
          // Nothing to withdraw from: the 'Sin Fondos' idea, one level up.
          <Button disabled className={actionClass} title="No tienes carteras para retirar">
            <ArrowUpRight aria-hidden />
            Retirar
          </Button>
        ) : (
          <Button asChild className={actionClass}>
            <Link href={paths.withdraw.getHref()}>
              <ArrowUpRight aria-hidden />
              Retirar
            </Link>
          </Button>
        )}
      </CardContent>
    </Card>
  );
}
