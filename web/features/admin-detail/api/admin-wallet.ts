import { queryOptions, useQuery } from '@tanstack/react-query';
import { adminWalletsApi } from '@schemas/endpoint-paths';
import { adminCall, queryKeyOf } from '@/lib/api-call';
import { FRESH_ON_OPEN } from './fresh-on-open';

export const adminWalletQuery = (walletId: string) =>
  queryOptions({
    queryKey: queryKeyOf(adminWalletsApi.get, { walletId }),
    queryFn: () => adminCall(adminWalletsApi.get, { params: { walletId } }),
    ...FRESH_ON_OPEN,
  });

/** One wallet with its owner and Sin Tokenizar balance (GET /api/admin/wallets/:walletId). */
export const useAdminWallet = (walletId: string) => useQuery(adminWalletQuery(walletId));
