import { useId, useState } from 'react';
import { RECOVERY_CODE_LENGTH } from '@schemas/recovery';
import { Button } from '@/components/ui/button';
import { Card, CardContent } from '@/components/ui/card';
import { Field } from '@/components/ui/field';
import { Input } from '@/components/ui/input';
import { useVerifyCode } from '../api/verify-code';
import { StepHeader } from './step-header';

interface VerifyStepProps {
  email: string;
  onVerified: () => void;
  /** Back to the e-mail step, to ask for a new code. */
  onResend: () => void;
}

export function VerifyStep({ email, onVerified, onResend }: VerifyStepProps) {
  const id = useId();
  const [code, setCode] = useState('');
  const verify = useVerifyCode(onVerified);
  const complete = code.length === RECOVERY_CODE_LENGTH;

  return (
    <Card>
      <StepHeader
        step="verify"
        title="Ingresa el código"
        description={
          <>
            Si <strong className="font-semibold wrap-anywhere text-foreground">{email}</strong>{' '}
            tiene una cuenta, le enviamos un código de 6 dígitos. Vence en 10 minutos.
          </>
        }
      />
      <CardContent>
        <form
          noValidate
          className="grid gap-4"
          onSubmit={(event) => {
            event.preventDefault();
            if (complete) verify.mutate({ email, code });
          }}
        >
          <Field label="Código de verificación" htmlFor={`${id}-code`}>
            <Input
              id={`${id}-code`}
              inputMode="numeric"
              autoComplete="one-time-code"
              pattern="[0-9]*"
              maxLength={RECOVERY_CODE_LENGTH}
              placeholder="000000"
              autoFocus
              className="h-14 text-center indent-[0.5em] font-mono text-2xl font-semibold tracking-[0.5em] tabular-nums placeholder:text-slate-300"
              value={code}
              onChange={(event) =>
                setCode(event.target.value.replace(/\D/g, '').slice(0, RECOVERY_CODE_LENGTH))
              }
            />
          </Field>
          <Button
            type="submit"
            size="lg"
            className="w-full"
            disabled={!complete || verify.isPending}
            pending={verify.isPending}
            pendingLabel="Verificando…"
          >
            Verificar código
          </Button>
          <Button
            type="button"
            variant="ghost"
            className="min-h-11 w-full text-primary"
            disabled={verify.isPending}
            onClick={onResend}
          >
            Pedir otro código
          </Button>
        </form>
      </CardContent>
    </Card>
  );
}
