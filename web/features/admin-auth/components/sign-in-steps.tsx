import { ArrowLeft } from 'lucide-react';
import { useState } from 'react';
import type { AdminSignInChallenge, AdminSignInResult } from '@schemas/admin-sign-in';
import { Button } from '@/components/ui/button';
import { beginSignInTotp, confirmSignInTotp } from '../api/sign-in-totp-setup';
import { CodeStep } from './code-step';
import { NewPasswordStep } from './new-password-step';
import { RecoveryCodes } from './recovery-codes';
import { TotpEnrolment } from './totp-enrolment';

interface SignInStepsProps {
  /** What the password step answered: the challenge and the step still owed. */
  start: AdminSignInChallenge;
  onSignedIn: (token: string) => void;
  /** Back to the username and password. */
  onRestart: () => void;
}

type State = AdminSignInChallenge | { token: string; recoveryCodes: string[] };

const HEADINGS = {
  'change-password': {
    title: 'Elige tu contraseña',
    text: 'Entraste con una contraseña temporal. Cámbiala por una que solo tú conozcas.',
  },
  enrol: {
    title: 'Activa la verificación en dos pasos',
    text: 'Tu rol la requiere: además de la contraseña, pediremos un código de tu teléfono.',
  },
  code: {
    title: 'Verificación en dos pasos',
    text: 'Escribe el código de 6 dígitos que muestra tu app de autenticación.',
  },
  codes: {
    title: 'Guarda tus códigos de recuperación',
    text: 'La verificación en dos pasos está activa.',
  },
};

/** The steps after a right password: new password, enrolment or code, then the token. */
export function SignInSteps({ start, onSignedIn, onRestart }: SignInStepsProps) {
  const [state, setState] = useState<State>(start);
  const next = (result: AdminSignInResult) =>
    'token' in result ? onSignedIn(result.token) : setState(result);
  const heading = HEADINGS['step' in state ? state.step : 'codes'];

  return (
    <div className="grid gap-5">
      <div className="grid gap-1.5">
        <h2 className="text-lg font-semibold tracking-tight">{heading.title}</h2>
        <p className="text-sm text-muted-foreground">{heading.text}</p>
      </div>
      {'recoveryCodes' in state ? (
        <RecoveryCodes
          codes={state.recoveryCodes}
          continueLabel="Ya los guardé, entrar"
          onContinue={() => onSignedIn(state.token)}
        />
      ) : state.step === 'change-password' ? (
        <NewPasswordStep challenge={state.challenge} onNext={next} />
      ) : state.step === 'enrol' ? (
        <TotpEnrolment
          begin={() => beginSignInTotp(state.challenge)}
          confirm={(code) => confirmSignInTotp(state.challenge, code)}
          onEnrolled={setState}
        />
      ) : (
        <CodeStep challenge={state.challenge} onSignedIn={onSignedIn} />
      )}
      {!('recoveryCodes' in state) && (
        <Button type="button" variant="ghost" className="w-full" onClick={onRestart}>
          <ArrowLeft aria-hidden />
          Volver al inicio de sesión
        </Button>
      )}
    </div>
  );
}
