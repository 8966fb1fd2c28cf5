import { useMutation, useQueryClient } from '@tanstack/react-query';
import { adminMediationApi } from '@schemas/endpoint-paths';
import { adminCall } from '@/lib/api-call';
import type { MediationUserInput } from '@schemas/mediation';
import { mediationKeys } from './keys';

export const sendDocuments = (input: MediationUserInput) =>
  adminCall(adminMediationApi.sendDocuments, { body: input });

/** The stage does not change: only the case's timeline is re-read. */
export function useSendDocuments() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: sendDocuments,
    onSuccess: (_sent, { userId }) =>
      queryClient.invalidateQueries({ queryKey: mediationKeys.timeline(userId) }),
  });
}
