import { queryOptions, useQuery } from '@tanstack/react-query';
import { adminWithdrawalsApi } from '@schemas/endpoint-paths';
import { adminCall, queryKeyOf } from '@/lib/api-call';
import { FRESH_ON_OPEN } from './fresh-on-open';

export const userWithdrawalsQuery = (userId: string) =>
  queryOptions({
    queryKey: queryKeyOf(adminWithdrawalsApi.ofUser, { userId }),
    queryFn: () => adminCall(adminWithdrawalsApi.ofUser, { params: { userId } }),
    ...FRESH_ON_OPEN,
  });

export const useUserWithdrawals = (userId: string) => useQuery(userWithdrawalsQuery(userId));
