import { queryOptions, useQuery } from '@tanstack/react-query';
import { adminWithdrawalsApi } from '@schemas/endpoint-paths';
import { adminCall, queryKeyOf } from '@/lib/api-call';
import { FRESH_ON_OPEN } from './fresh-on-open';

export const walletWithdrawalsQuery = (walletId: string) =>
  queryOptions({
    queryKey: queryKeyOf(adminWithdrawalsApi.ofWallet, { walletId }),
    queryFn: () => adminCall(adminWithdrawalsApi.ofWallet, { params: { walletId } }),
    ...FRESH_ON_OPEN,
  });

export const useWalletWithdrawals = (walletId: string) =>
  useQuery(walletWithdrawalsQuery(walletId));
