import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { MediationMembership } from '@schemas/mediation';
import { adminRequest } from '@/lib/api-client';
import { refreshAfterCaseChange } from './keys';

export const removeFromMediation = (userId: string) =>
  adminRequest<MediationMembership>(`/api/admin/select-for-mediation/${userId}`, {
    method: 'DELETE',
  });

export function useRemoveFromMediation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: removeFromMediation,
    onSuccess: (_membership, userId) => refreshAfterCaseChange(queryClient, userId),
  });
}
