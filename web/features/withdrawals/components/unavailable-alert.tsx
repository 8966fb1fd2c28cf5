import { ShieldAlert } from 'lucide-react';
import { Link } from 'wouter';
import { formatUsdtExact, isPositiveAmount } from '@schemas/money';
import { PENDING_WITHDRAWAL } from '@schemas/withdrawal-status';
import { Alert, AlertDescription, AlertTitle } from '@/components/ui/alert';
import { paths } from '@/user/route-paths';
import type { WithdrawalAvailability } from '../hooks/use-withdrawal-availability';
import { FreezeNotice } from './freeze-notice';

/** Why, in the creditor's words; a wallet holding only dust says how much (exactly). */
function reasonFor(availability: WithdrawalAvailability, balance: string) {
  if (availability === 'open')
    return { title: 'Saldo No Disponible', text: `${PENDING_WITHDRAWAL}.` };
  if (availability !== 'empty') return undefined;
  return {
    title: 'Sin Fondos',
    text: isPositiveAmount(balance)
      ? `Esta cartera tiene ${formatUsdtExact(balance)}: menos de 0.000001 USDT, lo mínimo que USDT puede transferir.`
      : 'Esta cartera no tiene saldo para retirar.',
  };
}

/**
 * Why the wallet cannot be withdrawn now ('Saldo No Disponible', 'Sin Fondos'), with the way
 * back to the wallets and orders; the steps show it alone. The profile's reason is the
 * profile's own warning, which the page shows.
 */
export function UnavailableAlert({
  availability,
  balance,
}: {
  availability: WithdrawalAvailability;
  balance: string;
}) {
  if (availability === 'frozen') return <FreezeNotice />;
  const reason = reasonFor(availability, balance);
  if (!reason) return null;
  return (
    <Alert variant="warning" data-testid="unavailable">
      <ShieldAlert aria-hidden />
      <AlertTitle>{reason.title}</AlertTitle>
      <AlertDescription className="grid gap-1">
        <p>{reason.text}</p>
        <Link
          href={paths.withdraw.getHref()}
          className="-my-2 inline-flex min-h-11 items-center font-semibold underline underline-offset-2 focus-visible:outline-2 focus-visible:outline-ring"
        >
          {availability === 'open' ? 'Ver mis retiros' : 'Volver a Retiros'}
        </Link>
      </AlertDescription>
    </Alert>
  );
}
