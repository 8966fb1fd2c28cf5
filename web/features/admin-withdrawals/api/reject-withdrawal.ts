import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { RejectWithdrawalInput } from '@schemas/admin-withdrawals';
import { adminWithdrawalsApi } from '@schemas/endpoint-paths';
import { adminCall } from '@/lib/api-call';
import { toastError } from '@/lib/api-client';
import { toast } from '@/lib/toast';
import { withdrawalMoved } from './withdrawal-moved';

export const rejectWithdrawal = ({ id, ...body }: RejectWithdrawalInput & { id: string }) =>
  adminCall(adminWithdrawalsApi.reject, { params: { id }, body });

export function useRejectWithdrawal() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: rejectWithdrawal,
    onSuccess: () => {
      withdrawalMoved(queryClient);
      toast({
        title: 'Retiro Rechazado',
        description: 'El saldo de la cartera no cambió. Se avisó al usuario con el motivo.',
      });
    },
    onError: (error) => toastError('Error al Rechazar', error),
  });
}
