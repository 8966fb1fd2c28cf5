import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import type { AuditPage } from '@schemas/audit';
import { adminRequest } from '@/lib/api-client';

export interface AuditFilter {
  /** A staff username. */
  actor?: string;
  userId?: string;
}

export const auditLogQuery = (filter: AuditFilter) =>
  infiniteQueryOptions({
    queryKey: ['/api/admin/audit', filter] as const,
    queryFn: ({ pageParam }) => {
      const params = new URLSearchParams();
      if (filter.actor) params.set('actor', filter.actor);
      if (filter.userId) params.set('userId', filter.userId);
      if (pageParam) params.set('cursor', pageParam);
      return adminRequest<AuditPage>(`/api/admin/audit?${params}`);
    },
    initialPageParam: null as string | null,
    getNextPageParam: (last) => last.nextCursor,
  });

/** The activity log, newest first, 25 entries at a time (GET /api/admin/audit). */
export const useAuditLog = (filter: AuditFilter) => useInfiniteQuery(auditLogQuery(filter));
