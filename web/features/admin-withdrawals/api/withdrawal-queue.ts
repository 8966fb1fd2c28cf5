import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import type { WithdrawalQueue } from '@schemas/admin-withdrawals';
import type { WithdrawalStatus } from '@schemas/withdrawals';
import type { AssigneeView } from '@/admin-lib/assignment';
import { adminRequest } from '@/lib/api-client';

export const withdrawalQueueQuery = (
  status: WithdrawalStatus,
  onlySignals = false,
  view: AssigneeView = 'all',
) =>
  infiniteQueryOptions({
    queryKey: ['/api/admin/withdrawals', { status, signals: onlySignals, view }] as const,
    queryFn: ({ pageParam }) =>
      adminRequest<WithdrawalQueue>(
        `/api/admin/withdrawals?${new URLSearchParams({
          status,
          ...(onlySignals ? { signals: '1' } : {}),
          ...(view === 'all' ? {} : { assignee: view }),
          ...(pageParam ? { cursor: pageParam } : {}),
        })}`,
      ),
    initialPageParam: null as string | null,
    getNextPageParam: (last) => last.nextCursor,
  });

/**
 * The orders in one status, oldest first, 25 at a time (GET /api/admin/withdrawals); only those
 * with a risk signal when asked ('Con señales de riesgo').
 */
export const useWithdrawalQueue = (
  status: WithdrawalStatus,
  onlySignals = false,
  view: AssigneeView = 'all',
) => useInfiniteQuery(withdrawalQueueQuery(status, onlySignals, view));
