import { useMutation, useQueryClient } from '@tanstack/react-query';
import { adminWithdrawalsApi } from '@schemas/endpoint-paths';
import { adminCall } from '@/lib/api-call';
import { toastError } from '@/lib/api-client';
import { toast } from '@/lib/toast';
import { withdrawalMoved } from './withdrawal-moved';
import { formatUsdt } from '@schemas/money';

export const approveWithdrawal = (id: string) =>
  adminCall(adminWithdrawalsApi.approve, { params: { id } });

export function useApproveWithdrawal() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: approveWithdrawal,
    onSuccess: (w) => {
      withdrawalMoved(queryClient);
      toast(
        w.status === 'approved'
          ? {
              variant: 'success',
              title: 'Retiro Aprobado',
              description: `El retiro de ${formatUsdt(w.amount)} está listo para pagarse. Se avisó al usuario por correo.`,
            }
          : {
              variant: 'success',
              title: 'Aprobación registrada',
              description: `Aprobaciones: ${w.approvals.length} de ${w.requiredApprovals}. Falta la aprobación de otra persona del personal.`,
            },
      );
    },
    onError: (error) => toastError('Error al Aprobar', error),
  });
}
