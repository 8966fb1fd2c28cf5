import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { MoveCaseInput, MovedCase } from '@schemas/mediation';
import { adminRequest } from '@/lib/api-client';
import { refreshAfterCaseChange } from './keys';

export const moveCase = (userId: string, input: MoveCaseInput) =>
  adminRequest<MovedCase>(`/api/admin/mediation-status/${userId}`, { method: 'PUT', body: input });

/** Moves a case (the identity check too); the caller shows the toasts. */
export function useMoveCase() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ userId, ...input }: MoveCaseInput & { userId: string }) =>
      moveCase(userId, input),
    onSuccess: (_moved, { userId }) => refreshAfterCaseChange(queryClient, userId),
  });
}
