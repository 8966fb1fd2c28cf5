import { KeyRound } from 'lucide-react';
import { useId, useState } from 'react';
import { Button } from '@/components/ui/button';
import { Field } from '@/components/ui/field';
import { Input } from '@/components/ui/input';
import { toastError } from '@/lib/api-client';
import { useSubmitSignInCode } from '../api/sign-in-code';
import { CodeInput, isCompleteCode } from './code-input';

interface CodeStepProps {
  challenge: string;
  onSignedIn: (token: string) => void;
}

/** The second factor at sign-in: the app's code, or one of the recovery codes. */
export function CodeStep({ challenge, onSignedIn }: CodeStepProps) {
  const id = useId();
  const [recovery, setRecovery] = useState(false);
  const [code, setCode] = useState('');
  const submit = useSubmitSignInCode();
  const ready = recovery ? code.trim().length >= 10 : isCompleteCode(code);

  return (
    <form
      noValidate
      className="grid gap-4"
      onSubmit={(event) => {
        event.preventDefault();
        if (!ready) return;
        submit.mutate(
          { challenge, code },
          {
            onSuccess: ({ token }) => onSignedIn(token),
            onError: (error) => toastError('Código no válido', error),
          },
        );
      }}
    >
      {recovery ? (
        <Field
          label="Código de recuperación"
          htmlFor={`${id}-recovery`}
          hint="Uno de los diez códigos que guardaste al activar la verificación."
        >
          <Input
            id={`${id}-recovery`}
            autoComplete="off"
            autoCapitalize="characters"
            spellCheck={false}
            placeholder="XXXXX-XXXXX"
            className="font-mono uppercase"
            autoFocus
            value={code}
            onChange={(event) => setCode(event.target.value.slice(0, 20))}
          />
        </Field>
      ) : (
        <Field label="Código de tu app de autenticación" htmlFor={`${id}-code`}>
          <CodeInput id={`${id}-code`} autoFocus value={code} onChange={setCode} />
        </Field>
      )}
      <Button
        type="submit"
        size="lg"
        className="w-full"
        disabled={!ready}
        pending={submit.isPending}
        pendingLabel="Verificando…"
      >
        <KeyRound aria-hidden />
        Verificar
      </Button>
      <Button
        type="button"
        variant="ghost"
        className="h-auto min-h-11 w-full py-2 whitespace-normal text-primary"
        onClick={() => {
          setRecovery(!recovery);
          setCode('');
        }}
      >
        {recovery
          ? 'Usar el código de la app'
          : '¿Perdiste tu teléfono? Usa un código de recuperación'}
      </Button>
    </form>
  );
}
