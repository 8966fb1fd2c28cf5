import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { adminMediationApi } from '@schemas/endpoint-paths';
import { adminCall } from '@/lib/api-call';
import { mediationKeys } from './keys';

export const fetchCaseTimeline = (userId: string, cursor: string | null) =>
  adminCall(adminMediationApi.timeline, { params: { userId }, query: { cursor } });

/** A case's timeline, newest first, page by page. */
export const caseTimelineQuery = (userId: string) =>
  infiniteQueryOptions({
    queryKey: mediationKeys.timeline(userId),
    queryFn: ({ pageParam }) => fetchCaseTimeline(userId, pageParam),
    initialPageParam: null as string | null,
    getNextPageParam: (last) => last.nextCursor,
  });

export const useCaseTimeline = (userId: string) => useInfiniteQuery(caseTimelineQuery(userId));
