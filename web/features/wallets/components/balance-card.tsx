import { ArrowUpRight, UserRound } from 'lucide-react';
import { Link } from 'wouter';
import type { WalletView } from '@schemas/wallets';
import { Button } from '@/components/ui/button';
import { Card, CardContent } from '@/components/ui/card';
import { Skeleton } from '@/components/ui/skeleton';
import { useAuth } from '@/lib/auth';
import { compareAmounts, formatUsdt, sumAmounts } from '@/lib/format';
import { paths } from '@/user/route-paths';

const plural = (n: number, one: string, many: string) => `${n} ${n === 1 ? one : many}`;

/** The dashboard's lead card: who, how much in total, how many wallets, and the two actions. */
export function BalanceCard({ wallets }: { wallets: WalletView[] | undefined }) {
  const { user } = useAuth();
  const displayName = user?.fullName || user?.name || 'Usuario';
  const onChain = wallets?.filter(
    (w) => w.tokenizedBalance !== null && compareAmounts(w.tokenizedBalance, '0') > 0,
  ).length;
  return (
    <Card className="overflow-hidden">
      <div className="bg-gradient-to-br from-primary to-[#0f5c44] px-5 pt-5 pb-6 text-primary-foreground">
        <p className="text-sm text-white/80">Hola,</p>
        <h1 className="truncate text-xl font-bold tracking-tight">{displayName}</h1>
        <p className="mt-5 text-xs font-medium tracking-wide text-white/80 uppercase">
          Saldo total
        </p>
        {wallets ? (
          <p className="tabular text-3xl font-bold tracking-tight" data-testid="total-balance">
            {formatUsdt(sumAmounts(wallets.map((w) => w.pretokenizedBalance)))}
          </p>
        ) : (
          <Skeleton className="mt-1 h-9 w-48 bg-white/20" />
        )}
        {wallets && (
          <p className="mt-2 text-sm text-white/90" data-testid="wallet-counts">
            {plural(wallets.length, 'cartera', 'carteras')} ·{' '}
            {plural(onChain ?? 0, 'en blockchain', 'en blockchain')}
          </p>
        )}
      </div>
      <CardContent className="grid grid-cols-2 gap-3 p-4">
        <Button asChild variant="outline" className="px-3 text-sm max-[400px]:[&_svg]:hidden">
          <Link href={paths.profile.getHref()}>
            <UserRound aria-hidden />
            Perfil de Usuario
          </Link>
        </Button>
        <Button asChild className="px-3 text-sm max-[400px]:[&_svg]:hidden">
          <Link href={paths.withdraw.getHref()}>
            <ArrowUpRight aria-hidden />
            Retirar
          </Link>
        </Button>
      </CardContent>
    </Card>
  );
}
