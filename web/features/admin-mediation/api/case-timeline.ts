import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import type { TimelinePage } from '@schemas/mediation';
import { adminRequest } from '@/lib/api-client';
import { mediationKeys } from './keys';

export const fetchCaseTimeline = (userId: string, cursor: string | null) =>
  adminRequest<TimelinePage>(
    `/api/admin/mediation-timeline/${userId}${cursor ? `?cursor=${encodeURIComponent(cursor)}` : ''}`,
  );

/** A case's timeline, newest first, page by page. */
export const caseTimelineQuery = (userId: string) =>
  infiniteQueryOptions({
    queryKey: mediationKeys.timeline(userId),
    queryFn: ({ pageParam }) => fetchCaseTimeline(userId, pageParam),
    initialPageParam: null as string | null,
    getNextPageParam: (last) => last.nextCursor,
  });

export const useCaseTimeline = (userId: string) => useInfiniteQuery(caseTimelineQuery(userId));
