import { useQueryClient } from '@tanstack/react-query';
import { ShieldCheck, ShieldOff } from 'lucide-react';
import { useState } from 'react';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { Skeleton } from '@/components/ui/skeleton';
import { toast } from '@/lib/toast';
import { accountQuery, useAccount } from '../api/account';
import { accountSessionsQuery } from '../api/account-sessions';
import { beginAccountTotp, confirmAccountTotp } from '../api/account-totp-setup';
import { RecoveryCodes } from './recovery-codes';
import { TotpEnrolment } from './totp-enrolment';

/** 'Mi cuenta': whether the second factor is on, and turning it on. */
export function TwoFactorCard() {
  const queryClient = useQueryClient();
  const { data: account } = useAccount();
  const [enrolling, setEnrolling] = useState(false);
  const [codes, setCodes] = useState<string[]>();

  /**
   * Enrolment succeeded: the card says 'Activada' at once, the success toast replaces a failed
   * try's (one toast at a time), and the recovery codes show (docs/product/admin-panel.md#my-account).
   */
  const enrolled = (recoveryCodes: string[]) => {
    queryClient.setQueryData(accountQuery.queryKey, (current) =>
      current
        ? { ...current, twoFactorEnabled: true, recoveryCodesLeft: recoveryCodes.length }
        : current,
    );
    toast({
      variant: 'success',
      title: 'Verificación en dos pasos activada',
      description: 'Guarda tus códigos de recuperación.',
    });
    setCodes(recoveryCodes);
    void queryClient.invalidateQueries(accountQuery);
    // The sessions were read again with the account (their key used to share its prefix).
    void queryClient.invalidateQueries(accountSessionsQuery);
  };
  const done = () => {
    setCodes(undefined);
    setEnrolling(false);
  };

  return (
    <Card>
      <CardHeader className="flex-row flex-wrap items-start justify-between gap-3">
        <div className="grid gap-1.5">
          <CardTitle>Verificación en dos pasos</CardTitle>
          <CardDescription>
            Al entrar, además de tu contraseña, un código de 6 dígitos de tu teléfono.
          </CardDescription>
        </div>
        {account &&
          (account.twoFactorEnabled ? (
            <Badge variant="success">
              <ShieldCheck aria-hidden />
              Activada
            </Badge>
          ) : (
            <Badge variant="neutral">
              <ShieldOff aria-hidden />
              Desactivada
            </Badge>
          ))}
      </CardHeader>
      <CardContent>
        {!account ? (
          <Skeleton className="h-11 w-full" />
        ) : codes ? (
          <RecoveryCodes codes={codes} continueLabel="Listo" onContinue={done} />
        ) : account.twoFactorEnabled ? (
          <p className="text-sm">
            {account.recoveryCodesLeft === 1
              ? 'Te queda 1 código de recuperación.'
              : `Te quedan ${account.recoveryCodesLeft} códigos de recuperación.`}{' '}
            <span className="text-muted-foreground">
              Si pierdes tu teléfono y tus códigos, un propietario puede restablecer tu
              verificación.
            </span>
          </p>
        ) : enrolling ? (
          <TotpEnrolment
            begin={beginAccountTotp}
            confirm={(code) => confirmAccountTotp(code).then((r) => r.recoveryCodes)}
            onEnrolled={enrolled}
          />
        ) : (
          <Button type="button" className="max-sm:w-full" onClick={() => setEnrolling(true)}>
            <ShieldCheck aria-hidden />
            Activar verificación
          </Button>
        )}
      </CardContent>
    </Card>
  );
}
