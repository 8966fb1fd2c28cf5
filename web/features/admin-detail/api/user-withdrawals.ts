import { queryOptions, useQuery } from '@tanstack/react-query';
import type { AdminWithdrawal } from '@schemas/admin-withdrawals';
import { adminRequest } from '@/lib/api-client';
import { FRESH_ON_OPEN } from './fresh-on-open';

export const userWithdrawalsQuery = (userId: string) =>
  queryOptions({
    queryKey: ['/api/admin/user-withdrawals', userId] as const,
    queryFn: () => adminRequest<AdminWithdrawal[]>(`/api/admin/user-withdrawals/${userId}`),
    ...FRESH_ON_OPEN,
  });

export const useUserWithdrawals = (userId: string) => useQuery(userWithdrawalsQuery(userId));
