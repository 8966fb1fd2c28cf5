import { useMutation, useQueryClient } from '@tanstack/react-query';
import { mediationApi } from '@schemas/endpoint-paths';
import type { DisputeInput } from '@schemas/mediation-case';
import { apiCall } from '@/lib/api-call';
import { mediationCaseQuery } from './mediation-case';

export const createDispute = (input: DisputeInput) =>
  apiCall(mediationApi.openDispute, { body: input });

/** POST /api/mediation/disputes; the case is read again after it (the caller shows the toasts). */
export function useCreateDispute() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createDispute,
    onSettled: () => queryClient.invalidateQueries(mediationCaseQuery),
  });
}
