import { useMutation } from '@tanstack/react-query';
import type { LoginInput } from '@schemas/auth';
import { authApi } from '@schemas/endpoint-paths';
import { apiCall } from '@/lib/api-call';
import { toastError } from '@/lib/api-client';
import { useAuth } from '@/lib/auth';

export const login = (input: LoginInput) => apiCall(authApi.login, { body: input });

/** POST /api/login; on success the session holds the user (the /auth screen then goes to /). */
export function useLogin() {
  const { setSignedIn } = useAuth();
  return useMutation({
    mutationFn: login,
    onSuccess: setSignedIn,
    onError: (error) => toastError('Error de inicio de sesión', error),
  });
}
