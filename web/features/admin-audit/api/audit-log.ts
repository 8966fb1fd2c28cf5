import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import type { AuditAction, AuditPage } from '@schemas/audit';
import { adminRequest } from '@/lib/api-client';

/** The 'Actividad' filters (docs/product/admin-panel.md#activity). */
export interface AuditFilter {
  /** A staff member's id. */
  staffId?: string;
  userId?: string;
  action?: AuditAction;
  /** ISO instants: `from` included, `to` not. */
  from?: string;
  to?: string;
}

/** The filter as the list and the export take it. */
export function auditParams(filter: AuditFilter) {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(filter)) if (value) params.set(key, value);
  return params;
}

export const auditLogQuery = (filter: AuditFilter) =>
  infiniteQueryOptions({
    queryKey: ['/api/admin/audit', filter] as const,
    queryFn: ({ pageParam }) => {
      const params = auditParams(filter);
      if (pageParam) params.set('cursor', pageParam);
      return adminRequest<AuditPage>(`/api/admin/audit?${params}`);
    },
    initialPageParam: null as string | null,
    getNextPageParam: (last) => last.nextCursor,
  });

/** The activity log, newest first, 25 entries at a time (GET /api/admin/audit). */
export const useAuditLog = (filter: AuditFilter) => useInfiniteQuery(auditLogQuery(filter));
