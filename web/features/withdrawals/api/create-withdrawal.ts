import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { CreateWithdrawalInput, CreatedWithdrawal } from '@schemas/withdrawals';
import { apiRequest, toastError } from '@/lib/api-client';
import { withdrawalsQuery } from './withdrawals';

export const createWithdrawal = (input: CreateWithdrawalInput) =>
  apiRequest<CreatedWithdrawal>('/api/withdrawals', { method: 'POST', body: input });

/** POST /api/withdrawals; success re-reads the orders, failure shows 'Error en el Retiro'. */
export function useCreateWithdrawal() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createWithdrawal,
    onSuccess: () => queryClient.invalidateQueries(withdrawalsQuery),
    onError: (error) => toastError('Error en el Retiro', error),
  });
}
