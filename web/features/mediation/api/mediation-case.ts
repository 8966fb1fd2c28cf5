import { queryOptions, useQuery } from '@tanstack/react-query';
import { mediationApi } from '@schemas/endpoint-paths';
import { apiCall, queryKeyOf, urlOf } from '@/lib/api-call';

export const mediationCaseQueryKey = queryKeyOf(mediationApi.case);

export const fetchMediationCase = () => apiCall(mediationApi.case);

export const mediationCaseQuery = queryOptions({
  queryKey: mediationCaseQueryKey,
  queryFn: fetchMediationCase,
});

/** The signed-in creditor's mediation case (GET /api/mediation); `{ invited: false }` when none. */
export function useMediationCase() {
  return useQuery(mediationCaseQuery);
}

/** Where the screen opens or downloads one of the creditor's documents. */
export const documentHref = (id: string, disposition: 'attachment' | 'inline') =>
  urlOf(mediationApi.document, {
    params: { id },
    query: disposition === 'inline' ? { disposition } : {},
  });
