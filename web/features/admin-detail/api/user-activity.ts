import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import type { AuditPage } from '@schemas/audit';
import { adminRequest } from '@/lib/api-client';

const PAGE_SIZE = 10;

export const userActivityQuery = (userId: string) =>
  infiniteQueryOptions({
    queryKey: ['/api/admin/audit', { userId }] as const,
    queryFn: ({ pageParam }) =>
      adminRequest<AuditPage>(
        `/api/admin/audit?${new URLSearchParams({
          userId,
          limit: String(PAGE_SIZE),
          ...(pageParam ? { cursor: pageParam } : {}),
        })}`,
      ),
    initialPageParam: null as string | null,
    getNextPageParam: (last) => last.nextCursor,
  });

/** What staff did concerning this user, newest first (owners only: the activity log). */
export const useUserActivity = (userId: string, enabled: boolean) =>
  useInfiniteQuery({ ...userActivityQuery(userId), enabled });
