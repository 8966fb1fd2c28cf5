import type { AdminWithdrawal } from '@schemas/admin-withdrawals';
import { formatUsdt } from '@schemas/money';

/** What an order is, in a confirmation: how much, whose, to where. */
export function OrderSummary({ w }: { w: AdminWithdrawal }) {
  return (
    <dl className="grid grid-cols-[auto_minmax(0,1fr)] gap-x-3 gap-y-1 rounded-lg bg-muted p-3 text-sm text-foreground">
      <dt className="text-muted-foreground">Monto</dt>
      <dd className="tabular font-semibold">{formatUsdt(w.amount)}</dd>
      <dt className="text-muted-foreground">Usuario</dt>
      <dd className="min-w-0 break-words">{w.userName?.trim() || w.userEmail}</dd>
      <dt className="text-muted-foreground">Destino</dt>
      <dd className="min-w-0 font-mono break-all">{w.withdrawalAddress}</dd>
    </dl>
  );
}
