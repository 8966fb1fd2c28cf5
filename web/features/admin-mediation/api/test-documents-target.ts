import { queryOptions, useQuery } from '@tanstack/react-query';
import { adminMediationApi } from '@schemas/endpoint-paths';
import { adminCall, queryKeyOf } from '@/lib/api-call';

export const testDocumentsTargetQuery = queryOptions({
  queryKey: queryKeyOf(adminMediationApi.testDocumentsTarget),
  queryFn: () => adminCall(adminMediationApi.testDocumentsTarget),
});

/** Where the test documents would go, read when the confirmation opens. */
export const useTestDocumentsTarget = (enabled: boolean) =>
  useQuery({ ...testDocumentsTargetQuery, enabled });
