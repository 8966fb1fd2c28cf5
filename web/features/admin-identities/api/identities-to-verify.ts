import { queryOptions, useQuery } from '@tanstack/react-query';
import type { IdentitiesToVerify } from '@schemas/admin-detail';
import { adminRequest } from '@/lib/api-client';

export const identitiesToVerifyQuery = queryOptions({
  queryKey: ['/api/admin/identities-to-verify'] as const,
  queryFn: () => adminRequest<IdentitiesToVerify>('/api/admin/identities-to-verify'),
});

/** Users who sent the new ID photo staff asked for (GET /api/admin/identities-to-verify). */
export const useIdentitiesToVerify = () => useQuery(identitiesToVerifyQuery);
