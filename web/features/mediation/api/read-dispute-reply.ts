import { useMutation, useQueryClient } from '@tanstack/react-query';
import { mediationApi } from '@schemas/endpoint-paths';
import type { CaseDispute } from '@schemas/mediation-case';
import { apiCall } from '@/lib/api-call';
import { toastError } from '@/lib/api-client';
import { mediationCaseQuery } from './mediation-case';

export const readDisputeReply = (disputeId: string) =>
  apiCall(mediationApi.readReply, { params: { id: disputeId } });

/** POST /api/mediation/disputes/:id/read: the creditor has read the answer. */
export function useReadDisputeReply() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: readDisputeReply,
    onSuccess: () => queryClient.invalidateQueries(mediationCaseQuery),
  });
}

/** Marks every answer the creditor has not read yet as read (they are on the screen now). */
export function useMarkRepliesRead() {
  const read = useReadDisputeReply();
  return (disputes: readonly CaseDispute[]) => {
    for (const dispute of disputes) {
      if (!dispute.answeredAt || dispute.replyReadAt) continue;
      read.mutate(dispute.id, {
        onError: (error) => toastError('Error', error, 'No se pudo marcar la respuesta'),
      });
    }
  };
}
