import { useMutation } from '@tanstack/react-query';
import type { AdminLoginInput } from '@schemas/admin';
import { adminSignInApi } from '@schemas/endpoint-paths';
import { apiCall } from '@/lib/api-call';

/** The password step: a token, or a challenge and the step still owed. */
export const adminLogin = (input: AdminLoginInput) =>
  apiCall(adminSignInApi.login, { body: input });

export function useAdminLogin() {
  return useMutation({ mutationFn: adminLogin });
}
