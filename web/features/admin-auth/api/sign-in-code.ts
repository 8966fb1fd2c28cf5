import { useMutation } from '@tanstack/react-query';
import type { SecondFactorInput } from '@schemas/admin-sign-in';
import { adminSignInApi } from '@schemas/endpoint-paths';
import { apiCall } from '@/lib/api-call';

/** The second-factor step: a code of the app or a recovery code. */
export const submitSignInCode = (input: SecondFactorInput) =>
  apiCall(adminSignInApi.code, { body: input });

export const useSubmitSignInCode = () => useMutation({ mutationFn: submitSignInCode });
