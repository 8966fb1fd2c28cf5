import { useMutation } from '@tanstack/react-query';
import type { AdminLoginInput } from '@schemas/admin';
import type { AdminSignInResult } from '@schemas/admin-sign-in';
import { apiRequest } from '@/lib/api-client';

/** The password step: a token, or a challenge and the step still owed. */
export const adminLogin = (input: AdminLoginInput) =>
  apiRequest<AdminSignInResult>('/api/admin/login', { method: 'POST', body: input });

export function useAdminLogin() {
  return useMutation({ mutationFn: adminLogin });
}
