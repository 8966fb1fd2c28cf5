import { useMutation } from '@tanstack/react-query';
import type { SecondFactorInput } from '@schemas/admin-sign-in';
import { apiRequest } from '@/lib/api-client';

/** The second-factor step: a code of the app or a recovery code. */
export const submitSignInCode = (input: SecondFactorInput) =>
  apiRequest<{ token: string }>('/api/admin/login/code', { method: 'POST', body: input });

export const useSubmitSignInCode = () => useMutation({ mutationFn: submitSignInCode });
