import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { CaseDispute } from '@schemas/mediation-case';
import { apiRequest, toastError } from '@/lib/api-client';
import { mediationCaseQuery } from './mediation-case';

export const readDisputeReply = (disputeId: string) =>
  apiRequest<CaseDispute>(`/api/mediation/disputes/${disputeId}/read`, { method: 'POST' });

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
