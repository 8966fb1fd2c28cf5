import { useMutation } from '@tanstack/react-query';
import { QrCode, ShieldCheck } from 'lucide-react';
import { toDataURL } from 'qrcode';
import { useEffect, useId, useRef, useState } from 'react';
import type { TotpSetup } from '@schemas/admin-sign-in';
import { CopyTextButton } from '@/admin-lib/copy-text-button';
import { Button } from '@/components/ui/button';
import { Field } from '@/components/ui/field';
import { Spinner } from '@/components/ui/spinner';
import { toastError } from '@/lib/api-client';
import { CodeInput, isCompleteCode } from './code-input';

interface TotpEnrolmentProps<T> {
  /** Creates the seed; called once, as the enrolment opens. */
  begin: () => Promise<TotpSetup>;
  /** Confirms the seed with its first code. */
  confirm: (code: string) => Promise<T>;
  onEnrolled: (result: T) => void;
}

/** '4FQX…' → '4FQX 7M2P …': groups of four, easier to type into an app. */
const grouped = (secret: string) => secret.replace(/(.{4})(?=.)/g, '$1 ');

/**
 * Second-factor enrolment: a QR code (and the key, to type it) for an authenticator app, then
 * the app's first code to prove it was set up.
 */
export function TotpEnrolment<T>({ begin, confirm, onEnrolled }: TotpEnrolmentProps<T>) {
  const id = useId();
  const [code, setCode] = useState('');
  const setup = useMutation({
    mutationFn: async () => {
      const created = await begin();
      const qr = await toDataURL(created.uri, { width: 224, margin: 1, errorCorrectionLevel: 'M' });
      return { ...created, qr };
    },
    onError: (error) => toastError('No se pudo generar el código QR', error),
  });
  const confirmation = useMutation({
    mutationFn: confirm,
    onSuccess: onEnrolled,
    onError: (error) => toastError('No se pudo activar', error),
  });
  // The QR code shows in one step (docs/product/admin-panel.md#my-account): the seed is asked for
  // once, as the enrolment opens; a second seed would make the first QR code wrong.
  const asked = useRef(false);
  useEffect(() => {
    if (asked.current) return;
    asked.current = true;
    setup.mutate();
  }, [setup]);

  if (!setup.data) {
    return setup.isError ? (
      <Button type="button" size="lg" className="w-full" onClick={() => setup.mutate()}>
        <QrCode aria-hidden />
        Reintentar el código QR
      </Button>
    ) : (
      <div
        role="status"
        className="flex min-h-11 items-center justify-center gap-2 text-sm text-muted-foreground"
      >
        <Spinner label="Generando el código QR…" showLabel />
      </div>
    );
  }

  const { secret, qr } = setup.data;
  return (
    <div className="grid gap-5">
      <ol className="grid list-decimal gap-1 pl-5 text-sm text-muted-foreground">
        <li>
          Abre tu app de autenticación (Google Authenticator, Microsoft Authenticator, 1Password…).
        </li>
        <li>Escanea el código QR, o escribe la clave a mano.</li>
        <li>Escribe el código de 6 dígitos que muestra la app.</li>
      </ol>
      <img
        src={qr}
        width={224}
        height={224}
        alt="Código QR para tu app de autenticación"
        className="mx-auto rounded-md border border-border bg-white p-2"
      />
      <div className="grid gap-2">
        <p className="text-sm font-medium">Clave para escribir a mano</p>
        <p
          data-testid="totp-secret"
          className="rounded-md bg-muted px-3 py-2 text-center font-mono text-sm font-semibold break-words"
        >
          {grouped(secret)}
        </p>
        <CopyTextButton text={secret} label="Copiar clave" copied="Clave copiada al portapapeles" />
      </div>
      <form
        noValidate
        className="grid gap-4"
        onSubmit={(event) => {
          event.preventDefault();
          if (isCompleteCode(code)) confirmation.mutate(code);
        }}
      >
        <Field label="Código de la app" htmlFor={`${id}-code`}>
          <CodeInput id={`${id}-code`} value={code} onChange={setCode} />
        </Field>
        <Button
          type="submit"
          size="lg"
          className="w-full"
          disabled={!isCompleteCode(code)}
          pending={confirmation.isPending}
          pendingLabel="Activando…"
        >
          <ShieldCheck aria-hidden />
          Activar verificación
        </Button>
      </form>
    </div>
  );
}
