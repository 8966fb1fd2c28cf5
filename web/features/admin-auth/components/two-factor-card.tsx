import { useQueryClient } from '@tanstack/react-query';
import { ShieldCheck, ShieldOff } from 'lucide-react';
import { useState } from 'react';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { Skeleton } from '@/components/ui/skeleton';
import { accountQuery, useAccount } from '../api/account';
import { beginAccountTotp, confirmAccountTotp } from '../api/account-totp-setup';
import { RecoveryCodes } from './recovery-codes';
import { TotpEnrolment } from './totp-enrolment';

/** 'Mi cuenta': whether the second factor is on, and turning it on. */
export function TwoFactorCard() {
  const queryClient = useQueryClient();
  const { data: account } = useAccount();
  const [enrolling, setEnrolling] = useState(false);
  const [codes, setCodes] = useState<string[]>();

  const done = () => {
    setCodes(undefined);
    setEnrolling(false);
    void queryClient.invalidateQueries(accountQuery);
  };

  return (
    <Card>
      <CardHeader className="flex-row items-start justify-between gap-3">
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
              Activa
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
            onEnrolled={setCodes}
          />
        ) : (
          <Button type="button" onClick={() => setEnrolling(true)}>
            <ShieldCheck aria-hidden />
            Activar verificación en dos pasos
          </Button>
        )}
      </CardContent>
    </Card>
  );
}
