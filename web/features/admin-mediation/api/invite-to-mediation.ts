import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { MediationMembership, MediationUserInput } from '@schemas/mediation';
import { adminRequest } from '@/lib/api-client';
import { refreshAfterCaseChange } from './keys';

export const inviteToMediation = (input: MediationUserInput) =>
  adminRequest<MediationMembership>('/api/admin/invite-to-mediation', {
    method: 'POST',
    body: input,
  });

export function useInviteToMediation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: inviteToMediation,
    onSuccess: (_membership, { userId }) => refreshAfterCaseChange(queryClient, userId),
  });
}
