import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import type { MediationCasePage, MediationStageId } from '@schemas/mediation';
import { adminRequest } from '@/lib/api-client';
import { mediationKeys } from './keys';

export const fetchMediationCases = (
  stageId: MediationStageId,
  cursor: string | null,
  overdue?: boolean,
) => {
  const params = new URLSearchParams();
  if (cursor) params.set('cursor', cursor);
  if (overdue !== undefined) params.set('overdue', String(overdue));
  const query = params.toString();
  return adminRequest<MediationCasePage>(
    `/api/admin/mediation-users/${stageId}${query ? `?${query}` : ''}`,
  );
};

/** One stage's cases, page by page (the server's cursor); only the overdue ones when asked. */
export const mediationCasesQuery = (stageId: MediationStageId, overdue?: boolean) =>
  infiniteQueryOptions({
    queryKey: mediationKeys.cases(stageId, overdue),
    queryFn: ({ pageParam }) => fetchMediationCases(stageId, pageParam, overdue),
    initialPageParam: null as string | null,
    getNextPageParam: (last) => last.nextCursor,
  });

export const useMediationCases = (stageId: MediationStageId, overdue?: boolean) =>
  useInfiniteQuery(mediationCasesQuery(stageId, overdue));
