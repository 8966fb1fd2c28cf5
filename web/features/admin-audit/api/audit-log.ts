import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import type { AuditAction } from '@schemas/audit';
import { auditApi } from '@schemas/endpoint-paths';
import { adminCall, queryKeyOf } from '@/lib/api-call';

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
export function auditParams(filter: AuditFilter): Record<string, string> {
  const params: Record<string, string> = {};
  for (const [key, value] of Object.entries(filter)) if (value) params[key] = value;
  return params;
}

export const auditLogQuery = (filter: AuditFilter) =>
  infiniteQueryOptions({
    queryKey: queryKeyOf(auditApi.list, filter),
    queryFn: ({ pageParam }) =>
      adminCall(auditApi.list, {
        query: { ...auditParams(filter), ...(pageParam ? { cursor: pageParam } : {}) },
      }),
    initialPageParam: null as string | null,
    getNextPageParam: (last) => last.nextCursor,
  });

/** The activity log, newest first, 25 entries at a time (GET /api/admin/audit). */
export const useAuditLog = (filter: AuditFilter) => useInfiniteQuery(auditLogQuery(filter));
