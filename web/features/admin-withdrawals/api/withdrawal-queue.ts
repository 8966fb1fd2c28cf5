import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import type { WithdrawalQueue } from '@schemas/admin-withdrawals';
import type { WithdrawalStatus } from '@schemas/withdrawals';
import { adminRequest } from '@/lib/api-client';

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
    queryKey: ['/api/admin/withdrawals', { status, ...filters }] as const,
    queryFn: ({ pageParam }) =>
      adminRequest<WithdrawalQueue>(
        `/api/admin/withdrawals?${new URLSearchParams({
          status,
          ...filters,
          ...(pageParam ? { cursor: pageParam } : {}),
        })}`,
      ),
    initialPageParam: null as string | null,
    getNextPageParam: (last) => last.nextCursor,
  });

export const useWithdrawalQueue = (
  status: WithdrawalStatus,
  filters?: Readonly<Record<string, string>>,
) => useInfiniteQuery(withdrawalQueueQuery(status, filters));
