import { useState, type FormEvent } from 'react';
import type { CaseTerms, PayoutMethod } from '@schemas/mediation-agreement';
import { formatUsdtExact } from '@schemas/money';
import { FormError } from '@/components/form-error';
import { Button } from '@/components/ui/button';
import { Field } from '@/components/ui/field';
import { Input } from '@/components/ui/input';
import { Textarea } from '@/components/ui/textarea';
import { useFormMutation } from '@/lib/use-form-mutation';
import { useSaveTerms } from '../api/case-agreement';

/** The agreed terms of a case in 'En Negociación' (docs/product/signed-agreement.md#agreed-terms). */
export function TermsForm({ userId, terms }: { userId: string; terms: CaseTerms | null }) {
  const save = useSaveTerms(userId);
  const [amount, setAmount] = useState(terms?.amount.replace(/\.?0+$/, '') ?? '');
  const [method, setMethod] = useState<PayoutMethod>(terms?.method ?? 'usdt');
  const [methodText, setMethodText] = useState(terms?.methodText ?? '');
  const [days, setDays] = useState(String(terms?.payoutDays ?? 15));
  const { error, send } = useFormMutation(save, {
    title: 'Términos Guardados',
    description: 'Los términos quedaron en el historial del caso.',
  });
  const submit = (event: FormEvent) => {
    event.preventDefault();
    send({
      amount,
      method,
      ...(method === 'other' ? { methodText } : {}),
      payoutDays: Number(days),
    });
  };
  return (
    <form noValidate onSubmit={submit} className="grid gap-3" aria-label="Términos acordados">
      {terms && (
        <p className="text-sm text-muted-foreground" data-testid="terms-summary">
          Acordado: {formatUsdtExact(terms.amount)} de {formatUsdtExact(terms.owed)}
          {terms.percentOfOwed ? ` (${terms.percentOfOwed} %)` : ''}
        </p>
      )}
      <Field label="Monto acordado (USDT)" htmlFor="terms-amount">
        <Input
          id="terms-amount"
          inputMode="decimal"
          value={amount}
          onChange={(e) => setAmount(e.target.value)}
        />
      </Field>
      <fieldset className="grid gap-2">
        <legend className="mb-1 text-sm font-semibold">Forma de pago</legend>
        {(
          [
            ['usdt', 'USDT (ERC-20) a la dirección que el titular indique al firmar'],
            ['other', 'Otra forma'],
          ] as const
        ).map(([value, text]) => (
          <label key={value} className="flex items-center gap-2 text-sm">
            <input
              type="radio"
              name="terms-method"
              className="size-4 accent-primary"
              checked={method === value}
              onChange={() => setMethod(value)}
            />
            {text}
          </label>
        ))}
      </fieldset>
      {method === 'other' && (
        <Field label="Describe la forma de pago" htmlFor="terms-method-text">
          <Textarea
            id="terms-method-text"
            rows={2}
            maxLength={500}
            value={methodText}
            onChange={(e) => setMethodText(e.target.value)}
          />
        </Field>
      )}
      <Field label="Plazo de pago (días)" htmlFor="terms-days">
        <Input
          id="terms-days"
          inputMode="numeric"
          value={days}
          onChange={(e) => setDays(e.target.value.replace(/\D/g, ''))}
        />
      </Field>
      <FormError error={error} />
      <Button type="submit" pending={save.isPending} pendingLabel="Guardando…">
        Guardar términos
      </Button>
    </form>
  );
}
