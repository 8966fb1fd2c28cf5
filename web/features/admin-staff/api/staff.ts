import { queryOptions, useQuery } from '@tanstack/react-query';
import type { StaffList } from '@schemas/staff';
import { adminRequest } from '@/lib/api-client';

export const staffQuery = queryOptions({
  queryKey: ['/api/admin/staff'] as const,
  queryFn: () => adminRequest<StaffList>('/api/admin/staff').then((r) => r.staff),
});

/** Every staff member, for owners. */
export const useStaff = () => useQuery(staffQuery);
