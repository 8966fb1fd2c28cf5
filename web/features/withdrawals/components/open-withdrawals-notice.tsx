import { Clock } from 'lucide-react';
import { Link } from 'wouter';
import { isOpenWithdrawal, WITHDRAWAL_STATUS_LABELS } from '@schemas/withdrawal-status';
import { Amount } from '@/components/amount';
import { Alert, AlertDescription, AlertTitle } from '@/components/ui/alert';
import { paths } from '@/user/route-paths';
import { useWithdrawals } from '../api/withdrawals';
import { formatUsdt } from '@schemas/money';

/** The dashboard's sign that money is on its way out: each open order, and where to follow it. */
export function OpenWithdrawalsNotice() {
  const open = useWithdrawals().data?.filter((w) => isOpenWithdrawal(w.status)) ?? [];
  if (open.length === 0) return null;
  return (
    <Alert variant="info" role="status" data-testid="open-withdrawals">
      <Clock aria-hidden />
      <AlertTitle>
        {open.length === 1 ? 'Tienes un retiro en curso' : 'Tienes retiros en curso'}
      </AlertTitle>
      <AlertDescription className="grid gap-1">
        <ul className="grid gap-2">
          {open.map((w) => (
            <li key={w.id}>
              <span className="wrap-break-word">{w.wallet?.name ?? 'Cartera'}</span> ·{' '}
              {WITHDRAWAL_STATUS_LABELS[w.status]}
              <Amount className="block font-semibold">{formatUsdt(w.amount)}</Amount>
            </li>
          ))}
        </ul>
        <p>Ese saldo no está disponible mientras la orden esté en curso.</p>
        <Link
          href={paths.withdraw.getHref()}
          className="inline-flex min-h-11 items-center font-semibold underline underline-offset-4 focus-visible:outline-2 focus-visible:outline-ring"
        >
          Ver mis retiros
        </Link>
      </AlertDescription>
    </Alert>
  );
}
