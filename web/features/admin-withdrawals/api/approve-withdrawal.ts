import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { AdminWithdrawal } from '@schemas/admin-withdrawals';
import { formatAdminUsdt } from '@/admin-lib/format';
import { adminRequest, toastError } from '@/lib/api-client';
import { toast } from '@/lib/toast';
import { withdrawalMoved } from './withdrawal-moved';

export const approveWithdrawal = (id: string) =>
  adminRequest<AdminWithdrawal>(`/api/admin/withdrawals/${id}/approve`, { method: 'POST' });

export function useApproveWithdrawal() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: approveWithdrawal,
    onSuccess: (w) => {
      withdrawalMoved(queryClient);
      toast({
        variant: 'success',
        title: 'Retiro Aprobado',
        description: `El retiro de ${formatAdminUsdt(w.amount)} está listo para pagarse. Se avisó al usuario por correo.`,
      });
    },
    onError: (error) => toastError('Error al Aprobar', error),
  });
}
