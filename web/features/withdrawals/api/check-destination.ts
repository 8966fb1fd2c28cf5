import { useMutation } from '@tanstack/react-query';
import type { DestinationCheck, DestinationCheckInput } from '@schemas/withdrawals';
import { apiRequest } from '@/lib/api-client';

export const checkDestination = (input: DestinationCheckInput) =>
  apiRequest<DestinationCheck>('/api/withdrawals/destination-check', {
    method: 'POST',
    body: input,
  });

/**
 * POST /api/withdrawals/destination-check: every destination rule, on the destination step.
 * The caller shows a refusal under the field.
 */
export const useCheckDestination = () => useMutation({ mutationFn: checkDestination });
