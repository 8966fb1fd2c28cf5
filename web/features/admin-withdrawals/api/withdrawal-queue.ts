import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { adminWithdrawalsApi } from '@schemas/endpoint-paths';
import type { WithdrawalStatus } from '@schemas/withdrawals';
import { adminCall, queryKeyOf } from '@/lib/api-call';

/**
 * The orders in one status, 25 at a time (GET /api/admin/withdrawals), oldest first unless
 * `order=desc`; `filters` are the queue's other query parameters as the address holds them
 * (`signals`, `minAmount`, `maxAmount`, `order`, `assignee`).
 */
export const withdrawalQueueQuery = (
  status: WithdrawalStatus,
  filters: Readonly<Record<string, string>> = {},
) =>
  infiniteQueryOptions({
    queryKey: queryKeyOf(adminWithdrawalsApi.queue, { status, ...filters }),
    queryFn: ({ pageParam }) =>
      adminCall(adminWithdrawalsApi.queue, {
        query: { status, ...filters, ...(pageParam ? { cursor: pageParam } : {}) },
      }),
    initialPageParam: null as string | null,
    getNextPageParam: (last) => last.nextCursor,
  });

export const useWithdrawalQueue = (
  status: WithdrawalStatus,
  filters?: Readonly<Record<string, string>>,
) => useInfiniteQuery(withdrawalQueueQuery(status, filters));
