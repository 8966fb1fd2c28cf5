import { useMutation, useQueryClient } from '@tanstack/react-query';
import { adminMediationApi } from '@schemas/endpoint-paths';
import { adminCall } from '@/lib/api-call';
import type { MoveCaseInput } from '@schemas/mediation';
import { refreshAfterCaseChange } from './keys';

export const moveCase = (userId: string, input: MoveCaseInput) =>
  adminCall(adminMediationApi.move, { params: { userId }, body: input });

/** Moves a case (the identity check too); the caller shows the toasts. */
export function useMoveCase() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ userId, ...input }: MoveCaseInput & { userId: string }) =>
      moveCase(userId, input),
    onSuccess: (_moved, { userId }) => refreshAfterCaseChange(queryClient, userId),
  });
}
