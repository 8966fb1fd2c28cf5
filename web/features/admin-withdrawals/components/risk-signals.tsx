import { ShieldAlert } from 'lucide-react';
import type { AdminWithdrawal } from '@schemas/admin-withdrawals';
import type { OpenDetail } from '../types';

const LINK =
  'min-h-11 cursor-pointer text-left font-medium underline underline-offset-2 focus-visible:outline-2 focus-visible:outline-ring';

/**
 * The order's risk signals (docs/product/payout-safety.md#risk-signals-for-staff), each in staff's
 * words; a destination other creditors used links to each of them.
 */
export function RiskSignals({
  w,
  onOpenUser,
}: {
  w: AdminWithdrawal;
  onOpenUser: OpenDetail['onOpenUser'];
}) {
  if (w.signals.length === 0) return null;
  return (
    <div
      className="grid gap-1 rounded-md bg-warning-soft p-2 text-sm text-warning-text"
      data-testid="risk-signals"
    >
      <p className="flex items-center gap-1.5 font-semibold">
        <ShieldAlert className="size-4 shrink-0" aria-hidden />
        Señales de riesgo
      </p>
      <ul className="grid gap-1 pl-1" aria-label="Señales de riesgo">
        {w.signals.map((signal) => (
          <li key={signal.kind} className="grid gap-0.5 wrap-break-word">
            <span>{signal.text}</span>
            {signal.users && (
              <span className="flex flex-wrap gap-x-3">
                {signal.users.map((u) => (
                  <button
                    key={u.id}
                    type="button"
                    className={LINK}
                    onClick={() => onOpenUser({ id: u.id, fullName: u.name, email: u.email })}
                  >
                    {u.name?.trim() || u.email}
                  </button>
                ))}
              </span>
            )}
          </li>
        ))}
      </ul>
    </div>
  );
}
