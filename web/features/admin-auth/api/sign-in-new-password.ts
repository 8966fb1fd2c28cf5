import { useMutation } from '@tanstack/react-query';
import type { NewPasswordInput } from '@schemas/admin-sign-in';
import { adminSignInApi } from '@schemas/endpoint-paths';
import { apiCall } from '@/lib/api-call';

/** First sign-in with a one-time password: the person's own password, then the next step. */
export const submitNewPassword = (input: NewPasswordInput) =>
  apiCall(adminSignInApi.newPassword, { body: input });

export const useSubmitNewPassword = () => useMutation({ mutationFn: submitNewPassword });
