import { queryOptions, useQuery } from '@tanstack/react-query';
import type { AdminAccount } from '@schemas/staff';
import { adminRequest } from '@/lib/api-client';

export const accountQuery = queryOptions({
  queryKey: ['/api/admin/account'] as const,
  queryFn: () => adminRequest<AdminAccount>('/api/admin/account'),
});

/** The signed-in staff member's second-factor state. */
export const useAccount = () => useQuery(accountQuery);
