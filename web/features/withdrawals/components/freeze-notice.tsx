import { ShieldAlert } from 'lucide-react';
import { payoutFrozenMessage } from '@schemas/account-events';
import { Alert, AlertDescription, AlertTitle } from '@/components/ui/alert';
import { usePayoutFreeze } from '../hooks/use-payout-freeze';

/**
 * 'Por seguridad, podrás retirar a partir del …' while a password reset's freeze lasts
 * (docs/product/payout-safety.md#payout-freeze); nothing otherwise.
 */
export function FreezeNotice() {
  const frozenUntil = usePayoutFreeze();
  if (!frozenUntil) return null;
  return (
    <Alert variant="warning" data-testid="payout-freeze">
      <ShieldAlert aria-hidden />
      <AlertTitle>Retiros en pausa por seguridad</AlertTitle>
      <AlertDescription className="grid gap-1">
        <p>{payoutFrozenMessage(frozenUntil)}</p>
        <p>
          Tu contraseña cambió o se cerraron tus sesiones hace poco. Si no fuiste tú, comunícate con
          soporte de inmediato.
        </p>
      </AlertDescription>
    </Alert>
  );
}
