import { ShieldAlert } from 'lucide-react';
import { PENDING_WITHDRAWAL } from '@schemas/withdrawal-status';
import { Alert, AlertDescription, AlertTitle } from '@/components/ui/alert';
import type { WithdrawalAvailability } from '../hooks/use-withdrawal-availability';

/** Why the wallet cannot be withdrawn now ('Saldo No Disponible', 'Sin Fondos'), if it cannot. */
export function UnavailableAlert({ availability }: { availability: WithdrawalAvailability }) {
  if (availability === 'pending') {
    return (
      <Alert variant="warning" data-testid="unavailable">
        <ShieldAlert aria-hidden />
        <AlertTitle>Saldo No Disponible</AlertTitle>
        <AlertDescription>{PENDING_WITHDRAWAL}. Consulta su estado en Retiros.</AlertDescription>
      </Alert>
    );
  }
  if (availability === 'empty') {
    return (
      <Alert variant="warning" data-testid="unavailable">
        <ShieldAlert aria-hidden />
        <AlertTitle>Sin Fondos</AlertTitle>
        <AlertDescription>Esta cartera no tiene saldo disponible para retirar.</AlertDescription>
      </Alert>
    );
  }
  return null;
}
