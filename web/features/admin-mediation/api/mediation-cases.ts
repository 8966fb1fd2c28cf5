import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import type { MediationCasePage, MediationStageId } from '@schemas/mediation';
import { assigneeParam } from '@/admin-lib/assignment';
import { adminRequest } from '@/lib/api-client';
import { mediationKeys, type CaseListView } from './keys';

export function fetchMediationCases(
  stageId: MediationStageId,
  cursor: string | null,
  view: CaseListView = {},
) {
  const params = new URLSearchParams();
  if (cursor) params.set('cursor', cursor);
  if (view.overdue !== undefined) params.set('overdue', String(view.overdue));
  const query = [params.toString(), assigneeParam(view.assignee ?? 'all')]
    .filter(Boolean)
    .join('&');
  return adminRequest<MediationCasePage>(
    `/api/admin/mediation-users/${stageId}${query ? `?${query}` : ''}`,
  );
}

/** One stage's cases (only overdue ones, mine or unassigned when asked), page by page. */
export const mediationCasesQuery = (stageId: MediationStageId, view: CaseListView = {}) =>
  infiniteQueryOptions({
    queryKey: mediationKeys.cases(stageId, view),
    queryFn: ({ pageParam }) => fetchMediationCases(stageId, pageParam, view),
    initialPageParam: null as string | null,
    getNextPageParam: (last) => last.nextCursor,
  });

export const useMediationCases = (stageId: MediationStageId, view: CaseListView = {}) =>
  useInfiniteQuery(mediationCasesQuery(stageId, view));
