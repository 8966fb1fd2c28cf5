import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { adminMediationApi } from '@schemas/endpoint-paths';
import type { MediationStageId } from '@schemas/mediation';
import { adminCall } from '@/lib/api-call';
import { mediationKeys } from './keys';

export const fetchMediationCases = (
  stageId: MediationStageId,
  cursor: string | null,
  filters: Record<string, string> = {},
) => {
  return adminCall(adminMediationApi.cases, {
    params: { stageId },
    query: { ...filters, ...(cursor ? { cursor } : {}) },
  });
};

/** One stage's cases, filtered and sorted by the server, page by page (the server's cursor). */
export const mediationCasesQuery = (
  stageId: MediationStageId,
  filters: Record<string, string> = {},
) =>
  infiniteQueryOptions({
    queryKey: mediationKeys.cases(stageId, filters),
    queryFn: ({ pageParam }) => fetchMediationCases(stageId, pageParam, filters),
    initialPageParam: null as string | null,
    getNextPageParam: (last) => last.nextCursor,
  });

export const useMediationCases = (
  stageId: MediationStageId,
  filters: Record<string, string> = {},
) => useInfiniteQuery(mediationCasesQuery(stageId, filters));
