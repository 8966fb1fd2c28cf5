import { queryOptions, useQuery } from '@tanstack/react-query';
import type { AuditStaff } from '@schemas/audit';
import { adminRequest } from '@/lib/api-client';

export const auditStaffQuery = queryOptions({
  queryKey: ['/api/admin/audit/staff'] as const,
  queryFn: () => adminRequest<AuditStaff>('/api/admin/audit/staff'),
});

/** Staff usernames for the 'Personal' filter. */
export const useAuditStaff = () => useQuery(auditStaffQuery);
