import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { AdminWithdrawal, RejectWithdrawalInput } from '@schemas/admin-withdrawals';
import { adminRequest, toastError } from '@/lib/api-client';
import { toast } from '@/lib/toast';
import { withdrawalMoved } from './withdrawal-moved';

export const rejectWithdrawal = ({ id, ...body }: RejectWithdrawalInput & { id: string }) =>
  adminRequest<AdminWithdrawal>(`/api/admin/withdrawals/${id}/reject`, { method: 'POST', body });

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
