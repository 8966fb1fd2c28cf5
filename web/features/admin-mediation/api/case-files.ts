import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type {
  CaseDocumentList,
  DisputeAnswerInput,
  StaffDispute,
  StaffDisputeList,
} from '@schemas/mediation-case';
import { fetchAdminImage } from '@/admin-lib/admin-image';
import { adminRequest } from '@/lib/api-client';
import { mediationKeys, refreshAfterCaseChange } from './keys';

/** GET /api/admin/users/:userId/documents: every document kept for the creditor. */
export const caseDocumentsQuery = (userId: string) =>
  queryOptions({
    queryKey: mediationKeys.documents(userId),
    queryFn: () => adminRequest<CaseDocumentList>(`/api/admin/users/${userId}/documents`),
  });
export const useCaseDocuments = (userId: string) => useQuery(caseDocumentsQuery(userId));

/** GET /api/admin/users/:userId/disputes: the creditor's balance disputes, newest first. */
export const caseDisputesQuery = (userId: string) =>
  queryOptions({
    queryKey: mediationKeys.disputes(userId),
    queryFn: () => adminRequest<StaffDisputeList>(`/api/admin/users/${userId}/disputes`),
  });
export const useCaseDisputes = (userId: string) => useQuery(caseDisputesQuery(userId));

/** POST /api/admin/disputes/:id/answer; the case's lists, counts and timeline follow. */
export function useAnswerDispute(userId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ disputeId, ...input }: DisputeAnswerInput & { disputeId: string }) =>
      adminRequest<StaffDispute>(`/api/admin/disputes/${disputeId}/answer`, {
        method: 'POST',
        body: input,
      }),
    onSuccess: () => refreshAfterCaseChange(queryClient, userId),
  });
}

/**
 * One document's PDF, read with the staff token (the reading is logged), as a file the browser
 * shows in a new tab or saves.
 */
export const fetchCaseDocument = (documentId: string) =>
  fetchAdminImage(`/api/admin/documents/${documentId}`);
