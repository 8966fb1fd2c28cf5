import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import type { MediationCasePage, MediationStageId } from '@schemas/mediation';
import { adminRequest } from '@/lib/api-client';
import { mediationKeys } from './keys';

export const fetchMediationCases = (
  stageId: MediationStageId,
  cursor: string | null,
  filters: Record<string, string> = {},
) => {
  const query = new URLSearchParams(filters);
  if (cursor) query.set('cursor', cursor);
  return adminRequest<MediationCasePage>(`/api/admin/mediation-users/${stageId}?${query}`);
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
