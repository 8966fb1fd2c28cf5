import { queryOptions, useQuery } from '@tanstack/react-query';
import { adminUsersApi } from '@schemas/endpoint-paths';
import { adminCall, queryKeyOf } from '@/lib/api-call';

export const identitiesToVerifyQuery = queryOptions({
  queryKey: queryKeyOf(adminUsersApi.identitiesToVerify),
  queryFn: () => adminCall(adminUsersApi.identitiesToVerify),
});

/** Users who sent the new ID photo staff asked for (GET /api/admin/identities-to-verify). */
export const useIdentitiesToVerify = () => useQuery(identitiesToVerifyQuery);
