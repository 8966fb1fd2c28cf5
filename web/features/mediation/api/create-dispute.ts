import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { CaseDispute, DisputeInput } from '@schemas/mediation-case';
import { apiRequest } from '@/lib/api-client';
import { mediationCaseQuery } from './mediation-case';

export const createDispute = (input: DisputeInput) =>
  apiRequest<CaseDispute>('/api/mediation/disputes', { method: 'POST', body: input });

/** POST /api/mediation/disputes; the case is read again after it (the caller shows the toasts). */
export function useCreateDispute() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createDispute,
    onSettled: () => queryClient.invalidateQueries(mediationCaseQuery),
  });
}
