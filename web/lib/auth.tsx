import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { createContext, use, type ReactNode } from 'react';
import { useLocation } from 'wouter';
import type { CurrentUser } from '@schemas/auth';
import { authApi } from '@schemas/endpoint-paths';
import { paths } from '@/user/route-paths';
import { apiCall } from './api-call';
import { toastError } from './api-client';
import { sessionQuery, sessionQueryKey } from './queries/session';

interface AuthState {
  user: CurrentUser | null;
  isLoading: boolean;
  /** Signs the user in locally after a successful POST /api/login. */
  setSignedIn(user: CurrentUser): void;
  logout(): void;
  isLoggingOut: boolean;
}

const AuthContext = createContext<AuthState | null>(null);

export function AuthProvider({ children }: { children: ReactNode }) {
  const queryClient = useQueryClient();
  const [, navigate] = useLocation();
  const session = useQuery(sessionQuery);
  const logout = useMutation({
    mutationFn: () => apiCall(authApi.logout),
    onSuccess: () => {
      // Nothing of the previous user may stay in the cache.
      queryClient.clear();
      queryClient.setQueryData(sessionQueryKey, null);
      navigate(paths.auth.getHref(), { replace: true });
    },
    onError: (error) => toastError('Error al cerrar sesión', error),
  });

  const value: AuthState = {
    user: session.data ?? null,
    isLoading: session.isPending,
    setSignedIn: (user) => queryClient.setQueryData(sessionQueryKey, user),
    logout: () => logout.mutate(),
    isLoggingOut: logout.isPending,
  };
  return <AuthContext value={value}>{children}</AuthContext>;
}

export function useAuth(): AuthState {
  const value = use(AuthContext);
  if (!value) throw new Error('useAuth must be used within an AuthProvider');
  return value;
}
