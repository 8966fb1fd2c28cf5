import { queryOptions, useQuery } from '@tanstack/react-query';
import type { AdminUser } from '@schemas/admin-detail';
import { adminRequest } from '@/lib/api-client';
import { FRESH_ON_OPEN } from './fresh-on-open';

export const adminUserQuery = (userId: string) =>
  queryOptions({
    queryKey: ['/api/admin/users', userId] as const,
    queryFn: () => adminRequest<AdminUser>(`/api/admin/users/${userId}`),
    ...FRESH_ON_OPEN,
  });

/** The user as staff see it (GET /api/admin/users/:userId): any screen opens it by id. */
export const useAdminUser = (userId: string) => useQuery(adminUserQuery(userId));
