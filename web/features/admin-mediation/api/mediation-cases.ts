import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import type { MediationCasePage, MediationStageId } from '@schemas/mediation';
import { assigneeParam, type AssigneeView } from '@/admin-lib/assignment';
import { adminRequest } from '@/lib/api-client';
import { mediationKeys } from './keys';

export function fetchMediationCases(
  stageId: MediationStageId,
  cursor: string | null,
  view: AssigneeView = 'all',
) {
  const params = [cursor ? `cursor=${encodeURIComponent(cursor)}` : '', assigneeParam(view)];
  const query = params.filter(Boolean).join('&');
  return adminRequest<MediationCasePage>(
    `/api/admin/mediation-users/${stageId}${query ? `?${query}` : ''}`,
  );
}

/** One stage's cases (all, mine or unassigned), page by page (the server's cursor). */
export const mediationCasesQuery = (stageId: MediationStageId, view: AssigneeView = 'all') =>
  infiniteQueryOptions({
    queryKey: [...mediationKeys.cases(stageId), view],
    queryFn: ({ pageParam }) => fetchMediationCases(stageId, pageParam, view),
    initialPageParam: null as string | null,
    getNextPageParam: (last) => last.nextCursor,
  });

export const useMediationCases = (stageId: MediationStageId, view: AssigneeView = 'all') =>
  useInfiniteQuery(mediationCasesQuery(stageId, view));
