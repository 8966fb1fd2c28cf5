import { useMutation, useQueryClient } from '@tanstack/react-query';
import { adminMediationApi } from '@schemas/endpoint-paths';
import { adminCall } from '@/lib/api-call';
import type { MediationUserInput } from '@schemas/mediation';
import { refreshAfterCaseChange } from './keys';

export const inviteToMediation = (input: MediationUserInput) =>
  adminCall(adminMediationApi.invite, { body: input });

export function useInviteToMediation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: inviteToMediation,
    onSuccess: (_membership, { userId }) => refreshAfterCaseChange(queryClient, userId),
  });
}
