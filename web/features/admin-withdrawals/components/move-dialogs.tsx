import { useId, useState } from 'react';
import type { AdminWithdrawal } from '@schemas/admin-withdrawals';
import { ConfirmDialog } from '@/components/confirm-dialog';
import { Field } from '@/components/ui/field';
import { Input } from '@/components/ui/input';
import { Textarea } from '@/components/ui/textarea';
import { NETWORK_MESSAGE } from '@/lib/api-client';
import { lazyLoad } from '@/lib/lazy-load';
import { useApproveWithdrawal } from '../api/approve-withdrawal';
import { useCompleteWithdrawal } from '../api/complete-withdrawal';
import { useRejectWithdrawal } from '../api/reject-withdrawal';
import { OrderSummary } from './order-summary';
import { formatUsdt } from '@schemas/money';

interface MoveDialogProps {
  w: AdminWithdrawal;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}

/**
 * The shared schemas that check a move's field, with zod, loaded when a person first focuses
 * one rather than with the queue (docs/decisions/web-speed.md#no-zod-on-a-first-screen).
 */
const checks = lazyLoad(() => import('@schemas/admin-withdrawals'));

/** One text field of a move, checked with the shared schema before it is sent. */
function useField() {
  const [value, setValue] = useState('');
  const [error, setError] = useState<string>();
  const reset = () => {
    setValue('');
    setError(undefined);
  };
  /** Typing again takes the last complaint away. */
  const change = (next: string) => {
    setValue(next);
    setError(undefined);
  };
  return { value, change, error, setError, reset };
}

/** What approving does now: the last approval the order needs, or the first of two. */
const approveDescription = (w: AdminWithdrawal) =>
  w.approvals.length + 1 < w.requiredApprovals
    ? `La identidad del titular está verificada. Este retiro necesita ${w.requiredApprovals} aprobaciones de personas distintas: la tuya será la ${w.approvals.length + 1}.ª y seguirá Pendiente hasta la siguiente.`
    : 'La identidad del titular está verificada. El usuario recibirá un correo. Después, paga el monto exacto al destino y completa el retiro con el hash de esa transacción.';

export function ApproveDialog({ w, open, onOpenChange }: MoveDialogProps) {
  const approve = useApproveWithdrawal();
  return (
    <ConfirmDialog
      open={open}
      onOpenChange={onOpenChange}
      title="Aprobar retiro"
      description={approveDescription(w)}
      confirmLabel="Aprobar Retiro"
      pendingLabel="Aprobando..."
      pending={approve.isPending}
      onConfirm={() => approve.mutate(w.id, { onSuccess: () => onOpenChange(false) })}
    >
      <OrderSummary w={w} />
    </ConfirmDialog>
  );
}

export function CompleteDialog({ w, open, onOpenChange }: MoveDialogProps) {
  const id = useId();
  const hash = useField();
  const complete = useCompleteWithdrawal();
  const close = (next: boolean) => {
    if (!next) hash.reset();
    onOpenChange(next);
  };
  const submit = async () => {
    const schemas = await checks.tryGet();
    if (!schemas) return hash.setError(NETWORK_MESSAGE);
    const parsed = schemas.completeWithdrawalInput.safeParse({ payoutTxHash: hash.value });
    if (!parsed.success) return hash.setError(parsed.error.issues[0]?.message);
    complete.mutate(
      { id: w.id, payoutTxHash: parsed.data.payoutTxHash },
      { onSuccess: () => close(false) },
    );
  };
  return (
    <ConfirmDialog
      open={open}
      onOpenChange={close}
      title="Completar retiro"
      description={`Envía exactamente ${formatUsdt(w.amount)} a la dirección de destino y pega el hash de esa transacción: se revisa en la cadena antes de completar. Completar descuenta el monto de la cartera y avisa al usuario.`}
      confirmLabel="Completar Retiro"
      pendingLabel="Completando..."
      pending={complete.isPending}
      onConfirm={() => void submit()}
    >
      <OrderSummary w={w} />
      <Field
        label="Hash de la transacción de pago"
        htmlFor={id}
        error={hash.error}
        hint="Obligatorio: se comprueba en la cadena. El usuario verá el pago con un enlace al explorador."
      >
        <Input
          id={id}
          value={hash.value}
          placeholder="0x…"
          autoComplete="off"
          spellCheck={false}
          className="font-mono"
          required
          aria-invalid={hash.error ? true : undefined}
          aria-describedby={hash.error ? `${id}-error` : undefined}
          onFocus={checks.preload}
          onChange={(e) => hash.change(e.target.value)}
        />
      </Field>
    </ConfirmDialog>
  );
}

export function RejectDialog({ w, open, onOpenChange }: MoveDialogProps) {
  const id = useId();
  const reason = useField();
  const reject = useRejectWithdrawal();
  const close = (next: boolean) => {
    if (!next) reason.reset();
    onOpenChange(next);
  };
  const submit = async () => {
    const schemas = await checks.tryGet();
    if (!schemas) return reason.setError(NETWORK_MESSAGE);
    const parsed = schemas.rejectWithdrawalInput.shape.reason.safeParse(reason.value);
    if (!parsed.success) return reason.setError(parsed.error.issues[0]?.message);
    const from = w.status === 'approved' ? 'approved' : 'pending';
    reject.mutate({ id: w.id, reason: parsed.data, from }, { onSuccess: () => close(false) });
  };
  return (
    <ConfirmDialog
      open={open}
      onOpenChange={close}
      title="Rechazar retiro"
      description="El saldo de la cartera no cambia. El usuario recibirá un correo con el motivo y lo verá en la aplicación."
      confirmLabel="Rechazar Retiro"
      pendingLabel="Rechazando..."
      pending={reject.isPending}
      variant="destructive"
      onConfirm={() => void submit()}
    >
      <OrderSummary w={w} />
      <Field label="Motivo del rechazo (el usuario lo leerá)" htmlFor={id} error={reason.error}>
        <Textarea
          id={id}
          value={reason.value}
          maxLength={500}
          aria-invalid={reason.error ? true : undefined}
          onFocus={checks.preload}
          onChange={(e) => reason.change(e.target.value)}
        />
      </Field>
    </ConfirmDialog>
  );
}
