import { useState, type FormEvent } from 'react';
import type { StaffAgreement } from '@schemas/mediation-agreement';
import { formatUsdtExact } from '@schemas/money';
import { FormError } from '@/components/form-error';
import { Button } from '@/components/ui/button';
import { Field } from '@/components/ui/field';
import { Input } from '@/components/ui/input';
import { Textarea } from '@/components/ui/textarea';
import { useFormMutation } from '@/lib/use-form-mutation';
import { useSettleCase } from '../api/case-agreement';

/** 'Registrar liquidación': the payout's hash (USDT) or a reference and a note. */
export function SettleForm({ userId, agreement }: { userId: string; agreement: StaffAgreement }) {
  const settle = useSettleCase(userId);
  const [txHash, setTxHash] = useState('');
  const [reference, setReference] = useState('');
  const [note, setNote] = useState('');
  const { error, send } = useFormMutation(settle, {
    title: 'Caso Liquidado',
    description: 'Los saldos del usuario quedaron en cero y se le envió la constancia.',
  });
  const usdt = agreement.method === 'usdt';
  const submit = (event: FormEvent) => {
    event.preventDefault();
    send(usdt ? { txHash } : { reference, note });
  };
  return (
    <form
      noValidate
      onSubmit={submit}
      className="grid min-w-0 gap-3"
      aria-label="Registrar liquidación"
    >
      <p className="text-sm wrap-anywhere">
        {usdt
          ? `Envía exactamente ${formatUsdtExact(agreement.amount)} a ${agreement.payoutAddress ?? ''} y pega aquí el hash de la transacción.`
          : `Pago por: ${agreement.methodText ?? ''}. Indica la referencia y una nota.`}
      </p>
      {usdt ? (
        <Field label="Hash de la transacción de pago" htmlFor="settle-hash">
          <Input
            id="settle-hash"
            className="font-mono text-sm"
            spellCheck={false}
            value={txHash}
            onChange={(e) => setTxHash(e.target.value)}
          />
        </Field>
      ) : (
        <>
          <Field label="Referencia del pago" htmlFor="settle-reference">
            <Input
              id="settle-reference"
              value={reference}
              onChange={(e) => setReference(e.target.value)}
            />
          </Field>
          <Field label="Nota" htmlFor="settle-note">
            <Textarea
              id="settle-note"
              rows={2}
              value={note}
              onChange={(e) => setNote(e.target.value)}
            />
          </Field>
        </>
      )}
      <FormError error={error} />
      <Button type="submit" pending={settle.isPending} pendingLabel="Registrando…">
        Registrar liquidación
      </Button>
    </form>
  );
}
