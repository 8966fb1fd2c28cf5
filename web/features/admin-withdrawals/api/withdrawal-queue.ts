import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import type { WithdrawalQueue } from '@schemas/admin-withdrawals';
import type { WithdrawalStatus } from '@schemas/withdrawals';
import { adminRequest } from '@/lib/api-client';

export const withdrawalQueueQuery = (status: WithdrawalStatus) =>
  infiniteQueryOptions({
    queryKey: ['/api/admin/withdrawals', { status }] as const,
    queryFn: ({ pageParam }) =>
      adminRequest<WithdrawalQueue>(
        `/api/admin/withdrawals?${new URLSearchParams({
          status,
          ...(pageParam ? { cursor: pageParam } : {}),
        })}`,
      ),
    initialPageParam: null as string | null,
    getNextPageParam: (last) => last.nextCursor,
  });

/** The orders in one status, oldest first, 25 at a time (GET /api/admin/withdrawals). */
export const useWithdrawalQueue = (status: WithdrawalStatus) =>
  useInfiniteQuery(withdrawalQueueQuery(status));
