import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { adminCaseApi } from '@schemas/endpoint-paths';
import type { DisputeAnswerInput } from '@schemas/mediation-case';
import { fetchAdminImage } from '@/admin-lib/admin-image';
import { adminCall, urlOf } from '@/lib/api-call';
import { mediationKeys, refreshAfterCaseChange } from './keys';

/** GET /api/admin/users/:userId/documents: every document kept for the creditor. */
export const caseDocumentsQuery = (userId: string) =>
  queryOptions({
    queryKey: mediationKeys.documents(userId),
    queryFn: () => adminCall(adminCaseApi.documents, { params: { userId } }),
  });
export const useCaseDocuments = (userId: string) => useQuery(caseDocumentsQuery(userId));

/** GET /api/admin/users/:userId/disputes: the creditor's balance disputes, newest first. */
export const caseDisputesQuery = (userId: string) =>
  queryOptions({
    queryKey: mediationKeys.disputes(userId),
    queryFn: () => adminCall(adminCaseApi.disputes, { params: { userId } }),
  });
export const useCaseDisputes = (userId: string) => useQuery(caseDisputesQuery(userId));

/** POST /api/admin/disputes/:id/answer; the case's lists, counts and timeline follow. */
export function useAnswerDispute(userId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ disputeId, ...input }: DisputeAnswerInput & { disputeId: string }) =>
      adminCall(adminCaseApi.answerDispute, { params: { id: disputeId }, body: input }),
    onSuccess: () => refreshAfterCaseChange(queryClient, userId),
  });
}

/**
 * One document's PDF, read with the staff token (the reading is logged), as a file the browser
 * shows in a new tab or saves.
 */
export const fetchCaseDocument = (documentId: string) =>
  fetchAdminImage(urlOf(adminCaseApi.document, { params: { id: documentId } }));
