import { queryOptions, useQuery } from '@tanstack/react-query';
import type { CreditorCase } from '@schemas/mediation-case';
import { apiRequest } from '@/lib/api-client';

export const mediationCaseQueryKey = ['/api/mediation'] as const;

export const fetchMediationCase = () => apiRequest<CreditorCase>('/api/mediation');

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
  `/api/mediation/documents/${id}${disposition === 'inline' ? '?disposition=inline' : ''}`;
