import { useMutation, useQueryClient } from '@tanstack/react-query';
import { withdrawalsApi } from '@schemas/endpoint-paths';
import type { CreateWithdrawalInput } from '@schemas/withdrawals';
import { apiCall } from '@/lib/api-call';
import { toastError } from '@/lib/api-client';
import { withdrawalsQuery } from './withdrawals';

export const createWithdrawal = (input: CreateWithdrawalInput) =>
  apiCall(withdrawalsApi.create, { body: input });

/** POST /api/withdrawals; success re-reads the orders, failure shows 'Error en el Retiro'. */
export function useCreateWithdrawal() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createWithdrawal,
    onSuccess: () => queryClient.invalidateQueries(withdrawalsQuery),
    onError: (error) => toastError('Error en el Retiro', error),
  });
}
