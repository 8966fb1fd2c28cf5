import type { QueryClient } from '@tanstack/react-query';

/** Query keys of the board: the API path, then its parameters. */
export const mediationKeys = {
  stats: ['/api/admin/mediation-stats'] as const,
  allCases: ['/api/admin/mediation-users'] as const,
  /** A stage's list; by prefix (stage only) every view of it. */
  cases: (stageId: string, filters?: Record<string, string>) =>
    filters === undefined
      ? (['/api/admin/mediation-users', stageId] as const)
      : (['/api/admin/mediation-users', stageId, filters] as const),
  targets: ['/api/admin/stage-targets'] as const,
  overdue: ['/api/admin/mediation-overdue'] as const,
  charts: ['/api/admin/mediation-charts'] as const,
  timeline: (userId: string) => ['/api/admin/mediation-timeline', userId] as const,
  documents: (userId: string) => ['/api/admin/users', userId, 'documents'] as const,
  disputes: (userId: string) => ['/api/admin/users', userId, 'disputes'] as const,
};

/**
 * After a case changes: the counts, every stage's list, the case's timeline, and what other
 * screens show of the user (dashboard statistics and lists, the user detail).
 */
export function refreshAfterCaseChange(queryClient: QueryClient, userId: string) {
  for (const queryKey of [
    mediationKeys.stats,
    mediationKeys.overdue,
    mediationKeys.charts,
    mediationKeys.allCases,
    mediationKeys.timeline(userId),
    mediationKeys.documents(userId),
    mediationKeys.disputes(userId),
    ['/api/admin/stats'],
    ['/api/admin/users'],
    ['/api/admin/search'],
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
