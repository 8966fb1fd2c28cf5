import { useMutation } from '@tanstack/react-query';
import type { CurrentUser, LoginInput } from '@schemas/auth';
import { apiRequest, toastError } from '@/lib/api-client';
import { useAuth } from '@/lib/auth';

export const login = (input: LoginInput) =>
  apiRequest<CurrentUser>('/api/login', { method: 'POST', body: input });

/** POST /api/login; on success the session holds the user (the /auth screen then goes to /). */
export function useLogin() {
  const { setSignedIn } = useAuth();
  return useMutation({
    mutationFn: login,
    onSuccess: setSignedIn,
    onError: (error) => toastError('Error de inicio de sesión', error),
  });
}
