import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { auditApi } from '@schemas/endpoint-paths';
import { adminCall, queryKeyOf } from '@/lib/api-call';

const PAGE_SIZE = 10;

export const userActivityQuery = (userId: string) =>
  infiniteQueryOptions({
    queryKey: queryKeyOf(auditApi.list, { userId }),
    queryFn: ({ pageParam }) =>
      adminCall(auditApi.list, {
        query: { userId, limit: String(PAGE_SIZE), ...(pageParam ? { cursor: pageParam } : {}) },
      }),
    initialPageParam: null as string | null,
    getNextPageParam: (last) => last.nextCursor,
  });

/** What staff did concerning this user, newest first (owners only: the activity log). */
export const useUserActivity = (userId: string, enabled: boolean) =>
  useInfiniteQuery({ ...userActivityQuery(userId), enabled });
