import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { WalletView } from '@schemas/wallets';
import { apiRequest, toastError } from '@/lib/api-client';
import { toast } from '@/lib/toast';
import { walletTransactionsKey } from './wallet-transactions';
import { walletsQueryKey } from './wallets';

export const refreshWallet = (walletId: string) =>
  apiRequest<WalletView>(`/api/wallets/${walletId}/refresh`, { method: 'POST' });

/** Reads one wallet's balance and history from the chain; on success re-reads the list. */
export function useRefreshWallet() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: refreshWallet,
    onSuccess: async (wallet) => {
      toast({
        variant: 'success',
        title: 'Saldo actualizado',
        description: 'Saldo en blockchain actualizado en tiempo real',
      });
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: walletsQueryKey }),
        queryClient.invalidateQueries({ queryKey: walletTransactionsKey(wallet.id) }),
      ]);
    },
    onError: (error) =>
      toastError('Error al actualizar', error, 'No se pudo actualizar la cartera'),
  });
}
