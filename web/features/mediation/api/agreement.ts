import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { mediationApi } from '@schemas/endpoint-paths';
import type { DeclineAgreementInput, SignAgreementInput } from '@schemas/mediation-agreement';
import { apiCall, queryKeyOf } from '@/lib/api-call';
import { mediationCaseQuery } from './mediation-case';

export const agreementQuery = queryOptions({
  queryKey: queryKeyOf(mediationApi.agreement),
  queryFn: () => apiCall(mediationApi.agreement),
});

/** GET /api/mediation/agreement: the agreement to read and sign, if any. */
export const useAgreement = () => useQuery(agreementQuery);

/** Reads the agreement and the case again after a change. */
function useRereadAfter() {
  const queryClient = useQueryClient();
  return () =>
    Promise.all([
      queryClient.invalidateQueries(agreementQuery),
      queryClient.invalidateQueries(mediationCaseQuery),
    ]);
}

/** POST /api/mediation/agreement/viewed: the first reading is recorded. */
export const markAgreementViewed = () => apiCall(mediationApi.agreementViewed);

/** POST /api/mediation/agreement/code. */
export function useSendSigningCode() {
  return useMutation({
    mutationFn: () => apiCall(mediationApi.agreementCode),
  });
}

/** POST /api/mediation/agreement/sign. */
export function useSignAgreement() {
  const reread = useRereadAfter();
  return useMutation({
    mutationFn: (input: SignAgreementInput) => apiCall(mediationApi.sign, { body: input }),
    onSuccess: reread,
  });
}

/** POST /api/mediation/agreement/decline. */
export function useDeclineAgreement() {
  const reread = useRereadAfter();
  return useMutation({
    mutationFn: (input: DeclineAgreementInput) => apiCall(mediationApi.decline, { body: input }),
    onSuccess: reread,
  });
}
