import type { ReactNode } from 'react';
import type { MediationCase, MediationStageId } from '@schemas/mediation';
import { Button } from '@/components/ui/button';
import { DialogClose, DialogFooter } from '@/components/ui/dialog';
import { toastError } from '@/lib/api-client';
import { toast } from '@/lib/toast';
import { useMoveCase } from '../api/move-case';
import { CaseDialog } from './case-dialog';

interface CaseMoveDialogProps {
  item: MediationCase | null;
  onClose: () => void;
  /** The stage the server offers as this move. */
  to: { to: MediationStageId; label: string };
  title: string;
  description: ReactNode;
  children?: ReactNode;
  /** Sent with the move (a move back's reason, and whether the creditor reads it). */
  reason?: string;
  shareReason?: boolean;
  /** Checked before the call; false keeps the dialog open (e.g. a missing reason). */
  ready?: () => boolean;
  disabled?: boolean;
  confirm: { label: ReactNode; pending: string };
  success: { title: string; description: string };
  /** Toast text when the server gives no message. */
  failure: string;
  className?: string;
}

/** A dialog that moves one case: what will happen, 'Cancelar', and the move with its toasts. */
export function CaseMoveDialog(props: CaseMoveDialogProps) {
  const { item, onClose, to, confirm, success } = props;
  const move = useMoveCase();
  const run = (user: MediationCase) => {
    if (props.ready && !props.ready()) return;
    move.mutate(
      { userId: user.id, status: to.to, reason: props.reason, shareReason: props.shareReason },
      {
        onSuccess: () => {
          toast({ variant: 'success', ...success });
          onClose();
        },
        onError: (error) => toastError('Error', error, props.failure),
      },
    );
  };
  return (
    <CaseDialog
      item={item}
      onClose={onClose}
      className={props.className}
      title={props.title}
      description={props.description}
    >
      {(open) => (
        <>
          {props.children}
          <DialogFooter>
            <DialogClose asChild>
              <Button variant="outline">Cancelar</Button>
            </DialogClose>
            <Button
              onClick={() => run(open)}
              disabled={props.disabled}
              pending={move.isPending}
              pendingLabel={confirm.pending}
            >
              {confirm.label}
            </Button>
          </DialogFooter>
        </>
      )}
    </CaseDialog>
  );
}
