import { queryOptions, useQuery } from '@tanstack/react-query';
import { adminWalletsApi } from '@schemas/endpoint-paths';
import { adminCall, queryKeyOf } from '@/lib/api-call';
import { FRESH_ON_OPEN } from './fresh-on-open';

export const userWalletsQuery = (userId: string) =>
  queryOptions({
    queryKey: queryKeyOf(adminWalletsApi.ofUser, { userId }),
    queryFn: () => adminCall(adminWalletsApi.ofUser, { params: { userId } }),
    ...FRESH_ON_OPEN,
  });

export const useUserWallets = (userId: string) => useQuery(userWalletsQuery(userId));
