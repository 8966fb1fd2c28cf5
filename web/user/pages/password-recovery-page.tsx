import { useState } from 'react';
import { PublicLayout } from '@/components/layout/public-layout';
import { EmailStep } from '@/features/recovery/components/email-step';
import type { RecoveryStep } from '@/features/recovery/components/step-header';
import { SuccessStep } from '@/features/recovery/components/success-step';
import { VerifyStep } from '@/features/recovery/components/verify-step';
import { paths } from '../route-paths';

/** /password-recovery: e-mail → 6-digit code → new password sent by e-mail (docs/product/sign-in-and-sessions.md#password-recovery). */
export default function PasswordRecoveryPage() {
  const [step, setStep] = useState<RecoveryStep>('email');
  const [email, setEmail] = useState('');

  return (
    <PublicLayout
      screen="Recuperar contraseña"
      back={{ href: paths.auth.getHref(), label: 'Volver al Login' }}
    >
      {step === 'email' && (
        <EmailStep
          email={email}
          onSent={(sentTo) => {
            setEmail(sentTo);
            setStep('verify');
          }}
        />
      )}
      {step === 'verify' && (
        <VerifyStep
          email={email}
          onVerified={() => setStep('success')}
          onResend={() => setStep('email')}
        />
      )}
      {step === 'success' && <SuccessStep email={email} />}
    </PublicLayout>
  );
}
