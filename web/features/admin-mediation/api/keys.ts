import type { QueryClient } from '@tanstack/react-query';
import { adminCaseApi, adminMediationApi, adminUsersApi } from '@schemas/endpoint-paths';
import { queryKeyOf, queryKeysOf } from '@/lib/api-call';

/** Query keys of the board: the endpoint, then its parameters. */
export const mediationKeys = {
  stats: queryKeyOf(adminMediationApi.stats),
  allCases: queryKeyOf(adminMediationApi.cases),
  /** A stage's list; by prefix (stage only) every view of it. */
  cases: (stageId: string, filters?: Record<string, string>) =>
    filters === undefined
      ? queryKeyOf(adminMediationApi.cases, { stageId })
      : queryKeyOf(adminMediationApi.cases, { stageId }, filters),
  targets: queryKeyOf(adminMediationApi.targets),
  overdue: queryKeyOf(adminMediationApi.overdue),
  charts: queryKeyOf(adminMediationApi.charts),
  timeline: (userId: string) => queryKeyOf(adminMediationApi.timeline, { userId }),
  documents: (userId: string) => queryKeyOf(adminCaseApi.documents, { userId }),
  disputes: (userId: string) => queryKeyOf(adminCaseApi.disputes, { userId }),
};

/**
 * After a case changes: the counts, every stage's list, the case's timeline, and what other
 * screens show of the user (dashboard statistics and lists, the user detail and its case files).
 */
export function refreshAfterCaseChange(queryClient: QueryClient, userId: string) {
  for (const queryKey of [
    mediationKeys.stats,
    mediationKeys.overdue,
    mediationKeys.charts,
    mediationKeys.allCases,
    mediationKeys.timeline(userId),
    ...queryKeysOf(
      adminUsersApi.stats,
      adminUsersApi.list,
      adminUsersApi.get,
      adminUsersApi.idPhotoHistory,
      adminCaseApi.documents,
      adminCaseApi.disputes,
      adminUsersApi.search,
    ),
  ]) {
    void queryClient.invalidateQueries({ queryKey });
  }
}

/** After the targets change: what is overdue (counts, lists, charts). */
export function refreshAfterTargetChange(queryClient: QueryClient) {
  for (const queryKey of [mediationKeys.overdue, mediationKeys.charts, mediationKeys.allCases]) {
    void queryClient.invalidateQueries({ queryKey });
  }
}
