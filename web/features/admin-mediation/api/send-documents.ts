import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { MediationUserInput, SentDocuments } from '@schemas/mediation';
import { adminRequest } from '@/lib/api-client';
import { mediationKeys } from './keys';

export const sendDocuments = (input: MediationUserInput) =>
  adminRequest<SentDocuments>('/api/admin/send-mediation-documents', {
    method: 'POST',
    body: input,
  });

/** The stage does not change: only the case's timeline is re-read. */
export function useSendDocuments() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: sendDocuments,
    onSuccess: (_sent, { userId }) =>
      queryClient.invalidateQueries({ queryKey: mediationKeys.timeline(userId) }),
  });
}
