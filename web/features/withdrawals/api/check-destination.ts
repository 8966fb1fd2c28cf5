import { useMutation } from '@tanstack/react-query';
import { withdrawalsApi } from '@schemas/endpoint-paths';
import type { DestinationCheckInput } from '@schemas/withdrawals';
import { apiCall } from '@/lib/api-call';

export const checkDestination = (input: DestinationCheckInput) =>
  apiCall(withdrawalsApi.checkDestination, { body: input });

/**
 * POST /api/withdrawals/destination-check: every destination rule, on the destination step.
 * The caller shows a refusal under the field.
 */
export const useCheckDestination = () => useMutation({ mutationFn: checkDestination });
