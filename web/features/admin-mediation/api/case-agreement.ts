import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { adminCaseApi } from '@schemas/endpoint-paths';
import type { SettlementInput, TermsInput } from '@schemas/mediation-agreement';
import { adminCall, queryKeyOf } from '@/lib/api-call';
import { refreshAfterCaseChange } from './keys';

/** The signed agreement of one case, for staff (docs/product/signed-agreement.md). */
export const agreementKeys = {
  terms: (userId: string) => queryKeyOf(adminCaseApi.terms, { userId }),
  agreements: (userId: string) => queryKeyOf(adminCaseApi.agreements, { userId }),
};

export const useCaseTerms = (userId: string) =>
  useQuery({
    queryKey: agreementKeys.terms(userId),
    queryFn: () => adminCall(adminCaseApi.terms, { params: { userId } }),
  });

export const useCaseAgreements = (userId: string) =>
  useQuery({
    queryKey: agreementKeys.agreements(userId),
    queryFn: () => adminCall(adminCaseApi.agreements, { params: { userId } }),
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
      adminCall(adminCaseApi.setTerms, { params: { userId }, body: input }),
    onSuccess: refresh,
  });
}

/** POST /api/admin/mediation-agreement/:userId (issue or re-issue). */
export function useIssueAgreement(userId: string) {
  const refresh = useRefresh(userId);
  return useMutation({
    mutationFn: () => adminCall(adminCaseApi.issueAgreement, { params: { userId } }),
    onSuccess: refresh,
  });
}

/** POST /api/admin/mediation-settlement/:userId. */
export function useSettleCase(userId: string) {
  const refresh = useRefresh(userId);
  return useMutation({
    mutationFn: (input: SettlementInput) =>
      adminCall(adminCaseApi.settle, { params: { userId }, body: input }),
    onSuccess: refresh,
  });
}
