import type { AdminWithdrawal } from '@schemas/admin-withdrawals';
import { LocalDateTime } from '@/components/local-time';

/**
 * 'Aprobaciones: 1 de 2' and who gave each (docs/product/payout-safety.md#dual-approval); shown
 * on orders that need two, and on any order with an approval.
 */
export function ApprovalsLine({ w }: { w: AdminWithdrawal }) {
  if (w.requiredApprovals < 2 && w.approvals.length === 0) return null;
  return (
    <div className="grid gap-0.5 text-sm" data-testid="approvals">
      <p className="font-medium">
        Aprobaciones: {w.approvals.length} de {w.requiredApprovals}
      </p>
      {w.approvals.length > 0 && (
        <ul className="grid gap-0.5 text-xs text-muted-foreground" aria-label="Aprobaciones dadas">
          {w.approvals.map((a) => (
            <li key={a.by}>
              {a.by} · <LocalDateTime iso={a.at} />
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
