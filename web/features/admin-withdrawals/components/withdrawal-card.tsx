import { AssignmentControls } from '@/admin-lib/assignment';
import { Check, CheckCheck, ShieldAlert, UserCheck, X } from 'lucide-react';
import { useState } from 'react';
import type { AdminWithdrawal } from '@schemas/admin-withdrawals';
import { shortenAdminAddress } from '@/admin-lib/format';
import { useAdminSession, useCan } from '@/admin-lib/use-admin-session';
import type { VirtualRowProps } from '@/admin-lib/virtual-rows';
import { withdrawalMoves } from '@/admin-lib/withdrawal-moves';
import { CopyAddressButton } from '@/components/copy-address-button';
import { Button } from '@/components/ui/button';
import { TxLink } from '@/components/tx-link';
import { Card } from '@/components/ui/card';
import { WithdrawalStatusBadge } from '@/components/withdrawal-status-badge';
import { ApproveDialog, CompleteDialog, RejectDialog } from './move-dialogs';
import type { OpenDetail } from '../types';
import { ApprovalsLine } from './approvals-line';
import { RiskSignals } from './risk-signals';
import { IdentityBadge } from './identity-badge';
import { formatUsdt } from '@schemas/money';
import { LocalDateTime } from '@/components/local-time';

const LINK =
  'min-h-11 cursor-pointer text-left font-medium text-primary hover:underline focus-visible:outline-2 focus-visible:outline-ring';

/** One order in the queue: whose, from which wallet, to where, and what staff can do with it. */
export function WithdrawalCard({
  w,
  rowProps,
  onOpenUser,
  onOpenWallet,
}: {
  w: AdminWithdrawal;
  /** Its place in the queue's virtual list (web/admin-lib/virtual-rows.tsx). */
  rowProps?: VirtualRowProps;
} & OpenDetail) {
  const canMove = useCan('operator');
  const me = useAdminSession()?.username;
  // A second approval must come from someone else (docs/product/payout-safety.md#dual-approval).
  const approvedByMe = w.approvals.some((a) => a.by === me);
  // The moves come from the server's one table of moves (docs/decisions/module-surfaces.md).
  const open = w.allowedMoves.length > 0;
  const mayApprove = w.allowedMoves.includes('approved');
  const [dialog, setDialog] = useState<'approve' | 'complete' | 'reject' | null>(null);
  const toggle = (which: typeof dialog) => (open: boolean) => setDialog(open ? which : null);
  const openUser = (openOn?: 'photos') =>
    onOpenUser({ id: w.userId, fullName: w.userName, email: w.userEmail, openOn });
  const moves = withdrawalMoves(w);
  return (
    <li {...rowProps}>
      <Card className="grid grid-cols-1 gap-3 p-4" data-testid="queue-order">
        <div className="flex flex-wrap items-start justify-between gap-2">
          <div className="grid grid-cols-1 justify-items-start gap-1">
            <WithdrawalStatusBadge status={w.status} />
            <time dateTime={w.createdAt} className="text-xs text-muted-foreground">
              Solicitado: <LocalDateTime iso={w.createdAt} />
            </time>
          </div>
          <p className="tabular text-xl font-bold tracking-tight">{formatUsdt(w.amount)}</p>
        </div>
        {open && <AssignmentControls kind="withdrawal" id={w.id} assignee={w.assignee} />}
        <dl className="grid grid-cols-[auto_minmax(0,1fr)] items-center gap-x-3 gap-y-1 text-sm">
          <dt className="text-muted-foreground">Usuario</dt>
          <dd className="grid min-w-0 justify-items-start gap-1">
            <button type="button" className={LINK} onClick={() => openUser()}>
              {w.userName?.trim() || w.userEmail}
            </button>
            {w.userName?.trim() && (
              <span className="-mt-2 block max-w-full truncate text-xs text-muted-foreground">
                {w.userEmail}
              </span>
            )}
            <IdentityBadge identity={w.identity} />
          </dd>
          <dt className="text-muted-foreground">Cartera</dt>
          <dd className="min-w-0">
            {w.walletId && w.walletAddress ? (
              <button
                type="button"
                className={LINK}
                onClick={() =>
                  onOpenWallet({
                    id: w.walletId!,
                    address: w.walletAddress!,
                    name: w.walletName,
                    userName: w.userName,
                    userEmail: w.userEmail,
                  })
                }
              >
                {w.walletName || 'Sin nombre'}{' '}
                {/* The short address stays whole: on a phone it moves under the name. */}
                <span className="inline-block font-mono whitespace-nowrap text-muted-foreground">
                  {shortenAdminAddress(w.walletAddress)}
                </span>
              </button>
            ) : (
              <span className="text-muted-foreground italic">Cartera Eliminada</span>
            )}
          </dd>
          <dt className="text-muted-foreground">Destino</dt>
          <dd className="flex min-w-0 items-center gap-1">
            <span className="min-w-0 font-mono text-xs break-all sm:text-sm">
              {w.withdrawalAddress}
            </span>
            <CopyAddressButton address={w.withdrawalAddress} variant="ghost" />
          </dd>
          {w.destinationProblem && (
            <dd
              className="col-span-2 flex items-start gap-2 rounded-md bg-destructive-soft p-2 text-destructive-text"
              data-testid="destination-problem"
            >
              <ShieldAlert className="mt-0.5 size-4 shrink-0" aria-hidden />
              <span>
                <strong>Destino no válido:</strong> {w.destinationProblem}
              </span>
            </dd>
          )}
          {w.rejectionReason && (
            <>
              <dt className="text-muted-foreground">Motivo</dt>
              <dd className="break-words text-destructive-text">{w.rejectionReason}</dd>
            </>
          )}
          {w.payoutTxHash && (
            <>
              <dt className="text-muted-foreground">Pago</dt>
              <dd>
                <TxLink hash={w.payoutTxHash} />
              </dd>
            </>
          )}
        </dl>
        <RiskSignals w={w} onOpenUser={onOpenUser} />
        <ApprovalsLine w={w} />
        {moves.length > 0 && (
          <ul className="grid gap-0.5 text-xs text-muted-foreground" aria-label="Movimientos">
            {moves.map((move) => (
              <li key={move}>{move}</li>
            ))}
          </ul>
        )}
        {canMove && open && (
          <div className="flex flex-wrap gap-2 border-t border-border pt-3">
            {mayApprove && w.identity !== 'verified' ? (
              <Button variant="secondary" onClick={() => openUser('photos')}>
                <UserCheck aria-hidden />
                Verificar identidad
              </Button>
            ) : mayApprove && approvedByMe ? (
              <p className="flex min-h-11 items-center text-sm text-muted-foreground">
                Ya lo aprobaste: falta la aprobación de otra persona.
              </p>
            ) : mayApprove ? (
              <Button onClick={() => setDialog('approve')} disabled={!!w.destinationProblem}>
                <Check aria-hidden />
                Aprobar
              </Button>
            ) : (
              w.allowedMoves.includes('completed') && (
                <Button onClick={() => setDialog('complete')}>
                  <CheckCheck aria-hidden />
                  Completar
                </Button>
              )
            )}
            {w.allowedMoves.includes('rejected') && (
              <Button variant="outline" onClick={() => setDialog('reject')}>
                <X aria-hidden />
                Rechazar
              </Button>
            )}
          </div>
        )}
      </Card>
      <ApproveDialog w={w} open={dialog === 'approve'} onOpenChange={toggle('approve')} />
      <CompleteDialog w={w} open={dialog === 'complete'} onOpenChange={toggle('complete')} />
      <RejectDialog w={w} open={dialog === 'reject'} onOpenChange={toggle('reject')} />
    </li>
  );
}
