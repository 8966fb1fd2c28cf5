import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type {
  CaseTerms,
  CaseTermsAnswer,
  IssuedAgreement,
  SettledCase,
  SettlementInput,
  StaffAgreementList,
  TermsInput,
} from '@schemas/mediation-agreement';
import { adminRequest } from '@/lib/api-client';
import { refreshAfterCaseChange } from './keys';

/** The signed agreement of one case, for staff (docs/product/signed-agreement.md). */
export const agreementKeys = {
  terms: (userId: string) => ['/api/admin/mediation-terms', userId] as const,
  agreements: (userId: string) => ['/api/admin/mediation-agreement', userId] as const,
};

export const useCaseTerms = (userId: string) =>
  useQuery({
    queryKey: agreementKeys.terms(userId),
    queryFn: () => adminRequest<CaseTermsAnswer>(`/api/admin/mediation-terms/${userId}`),
  });

export const useCaseAgreements = (userId: string) =>
  useQuery({
    queryKey: agreementKeys.agreements(userId),
    queryFn: () => adminRequest<StaffAgreementList>(`/api/admin/mediation-agreement/${userId}`),
  });

function useRefresh(userId: string) {
  const queryClient = useQueryClient();
  return () => {
    refreshAfterCaseChange(queryClient, userId);
    void queryClient.invalidateQueries({ queryKey: agreementKeys.terms(userId) });
    void queryClient.invalidateQueries({ queryKey: agreementKeys.agreements(userId) });
  };
}

/** PUT /api/admin/mediation-terms/:userId. */
export function useSaveTerms(userId: string) {
  const refresh = useRefresh(userId);
  return useMutation({
    mutationFn: (input: TermsInput) =>
      adminRequest<CaseTerms>(`/api/admin/mediation-terms/${userId}`, {
        method: 'PUT',
        body: input,
      }),
    onSuccess: refresh,
  });
}

/** POST /api/admin/mediation-agreement/:userId (issue or re-issue). */
export function useIssueAgreement(userId: string) {
  const refresh = useRefresh(userId);
  return useMutation({
    mutationFn: () =>
      adminRequest<IssuedAgreement>(`/api/admin/mediation-agreement/${userId}`, { method: 'POST' }),
    onSuccess: refresh,
  });
}

/** POST /api/admin/mediation-settlement/:userId. */
export function useSettleCase(userId: string) {
  const refresh = useRefresh(userId);
  return useMutation({
    mutationFn: (input: SettlementInput) =>
      adminRequest<SettledCase>(`/api/admin/mediation-settlement/${userId}`, {
        method: 'POST',
        body: input,
      }),
    onSuccess: refresh,
  });
}
