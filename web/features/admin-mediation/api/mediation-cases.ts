import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import type { MediationCasePage, MediationStageId } from '@schemas/mediation';
import { adminRequest } from '@/lib/api-client';
import { mediationKeys } from './keys';

export const fetchMediationCases = (stageId: MediationStageId, cursor: string | null) =>
  adminRequest<MediationCasePage>(
    `/api/admin/mediation-users/${stageId}${cursor ? `?cursor=${encodeURIComponent(cursor)}` : ''}`,
  );

/** One stage's cases, page by page (the server's cursor). */
export const mediationCasesQuery = (stageId: MediationStageId) =>
  infiniteQueryOptions({
    queryKey: mediationKeys.cases(stageId),
    queryFn: ({ pageParam }) => fetchMediationCases(stageId, pageParam),
    initialPageParam: null as string | null,
    getNextPageParam: (last) => last.nextCursor,
  });

export const useMediationCases = (stageId: MediationStageId) =>
  useInfiniteQuery(mediationCasesQuery(stageId));
