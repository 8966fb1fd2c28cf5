import { Mail, PenLine } from 'lucide-react';
import { useState, type FormEvent } from 'react';
import { CONSENT_TEXT } from '@schemas/creditor-case-texts';
import type { CreditorAgreement } from '@schemas/mediation-agreement';
import { FormError } from '@/components/form-error';
import { Button } from '@/components/ui/button';
import { Field } from '@/components/ui/field';
import { Input } from '@/components/ui/input';
import { toastError } from '@/lib/api-client';
import { toast } from '@/lib/toast';
import { useFormMutation } from '@/lib/use-form-mutation';
import { useSendSigningCode, useSignAgreement } from '../api/agreement';
import { SignaturePad } from './signature-pad';

type OpenAgreement = Extract<CreditorAgreement, { open: true }>;

/**
 * The signature: a code e-mailed on request, the full name typed, an optional drawn signature,
 * the payout address when the method is USDT, and the consent (docs/product/signed-agreement.md#signing-in-the-app).
 */
export function AgreementSignForm({ agreement }: { agreement: OpenAgreement }) {
  const sendCode = useSendSigningCode();
  const sign = useSignAgreement();
  const [code, setCode] = useState('');
  const [typedName, setTypedName] = useState('');
  const [payoutAddress, setPayoutAddress] = useState('');
  const [signatureImage, setSignatureImage] = useState<string>();
  const [consent, setConsent] = useState(false);
  const { error, setError, send } = useFormMutation(sign, {
    title: 'Acuerdo firmado',
    description: 'Te enviamos el acuerdo firmado por correo y quedó en tus documentos.',
  });
  const usdt = agreement.method === 'usdt';

  const askCode = () =>
    sendCode.mutate(undefined, {
      onSuccess: (sent) =>
        toast({
          variant: 'success',
          title: 'Código enviado',
          description: `Te enviamos un código de 6 dígitos a ${sent.email}. Vence en 10 minutos.`,
        }),
      onError: (err) => toastError('No se pudo enviar el código', err),
    });

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!/^\d{6}$/.test(code.trim()))
      return setError('Escribe el código de 6 dígitos que te enviamos');
    if (!typedName.trim()) return setError('Escribe tu nombre completo');
    if (usdt && !payoutAddress.trim()) {
      return setError('Escribe la dirección de tu cartera para recibir el pago en USDT');
    }
    if (!consent) return setError('Debes aceptar firmar electrónicamente el acuerdo');
    send({
      code: code.trim(),
      typedName,
      consent: true,
      ...(usdt ? { payoutAddress } : {}),
      ...(signatureImage ? { signatureImage } : {}),
    });
  };

  return (
    <form
      noValidate
      onSubmit={submit}
      className="grid min-w-0 gap-4"
      aria-label="Firmar el acuerdo"
    >
      <div className="grid gap-2">
        <p className="text-sm text-muted-foreground">
          Para confirmar que eres tú, te enviamos un código a tu correo.
        </p>
        <Button
          type="button"
          variant="outline"
          onClick={askCode}
          pending={sendCode.isPending}
          pendingLabel="Enviando…"
        >
          <Mail aria-hidden />
          {sendCode.isSuccess ? 'Enviar otro código' : 'Enviarme el código'}
        </Button>
      </div>
      <Field label="Código de 6 dígitos" htmlFor="signing-code">
        <Input
          id="signing-code"
          inputMode="numeric"
          autoComplete="one-time-code"
          maxLength={6}
          value={code}
          onChange={(e) => setCode(e.target.value.replace(/\D/g, ''))}
        />
      </Field>
      <Field
        label="Tu nombre completo"
        htmlFor="typed-name"
        hint={`Escríbelo como aparece en tu perfil: ${agreement.fullName}`}
      >
        <Input
          id="typed-name"
          autoComplete="name"
          value={typedName}
          onChange={(e) => setTypedName(e.target.value)}
        />
      </Field>
      {usdt && (
        <Field
          label="Dirección de tu cartera para recibir el pago (USDT, ERC-20)"
          htmlFor="payout-address"
        >
          <Input
            id="payout-address"
            autoComplete="off"
            spellCheck={false}
            placeholder="0x…"
            className="font-mono text-sm"
            value={payoutAddress}
            onChange={(e) => setPayoutAddress(e.target.value)}
          />
        </Field>
      )}
      <div className="grid gap-2">
        <span className="text-sm font-semibold">Tu firma</span>
        <SignaturePad onChange={setSignatureImage} />
      </div>
      <label className="flex items-start gap-3 text-sm">
        <input
          type="checkbox"
          className="mt-0.5 size-5 shrink-0 accent-primary"
          checked={consent}
          onChange={(e) => setConsent(e.target.checked)}
        />
        <span>{CONSENT_TEXT}</span>
      </label>
      <FormError error={error} />
      <Button type="submit" pending={sign.isPending} pendingLabel="Firmando…">
        <PenLine aria-hidden />
        Firmar acuerdo
      </Button>
    </form>
  );
}
