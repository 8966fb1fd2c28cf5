import { ArrowRight, Wallet } from 'lucide-react';
import { Link } from 'wouter';
import type { WalletView } from '@schemas/wallets';
import { Amount } from '@/components/amount';
import { Button } from '@/components/ui/button';
import { Card, CardContent } from '@/components/ui/card';
import { WithdrawalStatusBadge } from '@/components/withdrawal-status-badge';
import { shortenAddress } from '@/lib/format';
import { formatUsdt, formatUsdtExact, isPositiveAmount } from '@schemas/money';
import { paths } from '@/user/route-paths';
import { useWithdrawals } from '../api/withdrawals';
import {
  openOrderOf,
  useWithdrawalAvailability,
  type ProfileReadiness,
  type WithdrawalAvailability,
} from '../hooks/use-withdrawal-availability';

/** The state under the balance and the disabled button's words, for each availability. */
const STATE: Record<WithdrawalAvailability, { label: string; button?: string }> = {
  available: { label: 'Disponible para retiro' },
  checking: { label: 'Disponible para retiro' },
  open: { label: 'Retiro en proceso', button: 'Saldo No Disponible' },
  empty: { label: 'Sin Fondos', button: 'Sin Fondos' },
  frozen: { label: 'En pausa por seguridad', button: 'Retiro en pausa' },
  'profile-incomplete': { label: 'Disponible al completar tu perfil', button: 'Perfil incompleto' },
};

/**
 * One wallet on /withdraw: its balance (what an order would be for) and its state, which follows
 * its order (docs/product/withdrawals.md#availability-of-a-wallet): 'Disponible para retiro' and
 * 'Retirar'; 'Retiro en proceso' with the order's status while one is open; 'Sin Fondos'.
 */
export function WalletChoiceCard({
  wallet,
  profile,
}: {
  wallet: WalletView;
  profile: ProfileReadiness;
}) {
  const availability = useWithdrawalAvailability(wallet, profile);
  const order = openOrderOf(useWithdrawals().data, wallet.id);
  const state = STATE[availability];
  const name = wallet.name ?? 'Cartera';
  // A wallet holding only dust below 0.000001 shows it exactly, so it never reads 0.00.
  const dust = availability === 'empty' && isPositiveAmount(wallet.pretokenizedBalance);
  const shown = (dust ? formatUsdtExact : formatUsdt)(wallet.pretokenizedBalance);
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
            <Amount>{shown}</Amount>
          </p>
          <div className="mt-1 flex flex-wrap items-center justify-between gap-2">
            <p
              className={
                availability === 'open'
                  ? 'text-sm font-medium text-warning-text'
                  : 'text-sm text-muted-foreground'
              }
              data-testid="wallet-state"
            >
              {state.label}
            </p>
            {order && availability === 'open' && <WithdrawalStatusBadge status={order.status} />}
          </div>
        </div>
        {state.button ? (
          <Button className="w-full" variant="secondary" disabled>
            {state.button}
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
