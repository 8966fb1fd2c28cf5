import { useMutation, useQueryClient } from '@tanstack/react-query';
import { adminMediationApi } from '@schemas/endpoint-paths';
import { adminCall } from '@/lib/api-call';
import { refreshAfterCaseChange } from './keys';

export const removeFromMediation = (userId: string) =>
  adminCall(adminMediationApi.remove, { params: { userId } });

export function useRemoveFromMediation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: removeFromMediation,
    onSuccess: (_membership, userId) => refreshAfterCaseChange(queryClient, userId),
  });
}
