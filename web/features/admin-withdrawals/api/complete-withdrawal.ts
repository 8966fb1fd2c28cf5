import { useMutation, useQueryClient } from '@tanstack/react-query';
import { adminWithdrawalsApi } from '@schemas/endpoint-paths';
import { adminCall } from '@/lib/api-call';
import { toastError } from '@/lib/api-client';
import { toast } from '@/lib/toast';
import { withdrawalMoved } from './withdrawal-moved';
import { formatUsdt } from '@schemas/money';

export const completeWithdrawal = ({ id, payoutTxHash }: { id: string; payoutTxHash: string }) =>
  adminCall(adminWithdrawalsApi.complete, { params: { id }, body: { payoutTxHash } });

/** The server checks a payout hash on chain; a mismatch comes back as the toast's text. */
export function useCompleteWithdrawal() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: completeWithdrawal,
    onSuccess: (w) => {
      withdrawalMoved(queryClient);
      toast({
        variant: 'success',
        title: 'Retiro Completado',
        description: `Se descontaron ${formatUsdt(w.amount)} de la cartera y se avisó al usuario por correo.`,
      });
    },
    onError: (error) => toastError('Error al Completar', error),
  });
}
