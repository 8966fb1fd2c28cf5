import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type {
  AgreementCodeSent,
  CreditorAgreement,
  DeclineAgreementInput,
  SignAgreementInput,
  SignedAgreement,
} from '@schemas/mediation-agreement';
import { apiRequest } from '@/lib/api-client';
import { mediationCaseQuery } from './mediation-case';

export const agreementQuery = queryOptions({
  queryKey: ['/api/mediation/agreement'] as const,
  queryFn: () => apiRequest<CreditorAgreement>('/api/mediation/agreement'),
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
export const markAgreementViewed = () =>
  apiRequest<{ ok: true }>('/api/mediation/agreement/viewed', { method: 'POST' });

/** POST /api/mediation/agreement/code. */
export function useSendSigningCode() {
  return useMutation({
    mutationFn: () =>
      apiRequest<AgreementCodeSent>('/api/mediation/agreement/code', { method: 'POST' }),
  });
}

/** POST /api/mediation/agreement/sign. */
export function useSignAgreement() {
  const reread = useRereadAfter();
  return useMutation({
    mutationFn: (input: SignAgreementInput) =>
      apiRequest<SignedAgreement>('/api/mediation/agreement/sign', { method: 'POST', body: input }),
    onSuccess: reread,
  });
}

/** POST /api/mediation/agreement/decline. */
export function useDeclineAgreement() {
  const reread = useRereadAfter();
  return useMutation({
    mutationFn: (input: DeclineAgreementInput) =>
      apiRequest<{ ok: true }>('/api/mediation/agreement/decline', { method: 'POST', body: input }),
    onSuccess: reread,
  });
}
