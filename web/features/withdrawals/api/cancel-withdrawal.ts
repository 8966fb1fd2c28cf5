import { useMutation, useQueryClient } from '@tanstack/react-query';
import { withdrawalsApi } from '@schemas/endpoint-paths';
import { apiCall } from '@/lib/api-call';
import { toastError } from '@/lib/api-client';
import { toast } from '@/lib/toast';
import { withdrawalsQuery } from './withdrawals';

export const cancelWithdrawal = (id: string) => apiCall(withdrawalsApi.cancel, { params: { id } });

/**
 * POST /api/withdrawals/:id/cancel (docs/product/withdrawals.md#cancelling-an-order); either way
 * the orders are read again, since a refusal means the order changed meanwhile.
 */
export function useCancelWithdrawal() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: cancelWithdrawal,
    onSuccess: () =>
      toast({
        variant: 'success',
        title: 'Retiro cancelado',
        description: 'El saldo de tu cartera vuelve a estar disponible. Te enviamos un correo.',
      }),
    onError: (error) => toastError('No se pudo cancelar', error),
    onSettled: () => queryClient.invalidateQueries(withdrawalsQuery),
  });
}
