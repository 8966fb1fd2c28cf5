import { useMutation } from '@tanstack/react-query';
import type { AdminSignInResult, NewPasswordInput } from '@schemas/admin-sign-in';
import { apiRequest } from '@/lib/api-client';

/** First sign-in with a one-time password: the person's own password, then the next step. */
export const submitNewPassword = (input: NewPasswordInput) =>
  apiRequest<AdminSignInResult>('/api/admin/login/new-password', { method: 'POST', body: input });

export const useSubmitNewPassword = () => useMutation({ mutationFn: submitNewPassword });
