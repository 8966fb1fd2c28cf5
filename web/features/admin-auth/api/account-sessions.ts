import { queryOptions, useQuery } from '@tanstack/react-query';
import type { AdminSessionItem } from '@schemas/staff';
import { adminRequest } from '@/lib/api-client';

export const accountSessionsQuery = queryOptions({
  queryKey: ['/api/admin/account', 'sessions'] as const,
  queryFn: () =>
    adminRequest<{ sessions: AdminSessionItem[] }>('/api/admin/account/sessions').then(
      (r) => r.sessions,
    ),
});

/** The signed-in staff member's open sessions, this one marked `current`. */
export const useAccountSessions = () => useQuery(accountSessionsQuery);
