import { useMutation, useQueryClient } from '@tanstack/react-query';
import { walletsApi } from '@schemas/endpoint-paths';
import { apiCall, queryKeysOf } from '@/lib/api-call';
import { toastError } from '@/lib/api-client';
import { toast } from '@/lib/toast';

export const refreshWallet = (walletId: string) =>
  apiCall(walletsApi.refresh, { params: { id: walletId } });

/** Reads one wallet's balance and history from the chain; on success re-reads every wallet read. */
export function useRefreshWallet() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: refreshWallet,
    onSuccess: async () => {
      toast({
        variant: 'success',
        title: 'Saldo actualizado',
        description: 'Saldo en blockchain actualizado en tiempo real',
      });
      await Promise.all(
        queryKeysOf(walletsApi.list, walletsApi.get, walletsApi.transactions).map((queryKey) =>
          queryClient.invalidateQueries({ queryKey }),
        ),
      );
    },
    onError: (error) =>
      toastError('Error al actualizar', error, 'No se pudo actualizar la cartera'),
  });
}
