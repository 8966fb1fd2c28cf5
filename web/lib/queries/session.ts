import { queryOptions } from '@tanstack/react-query';
import type { CurrentUser } from '@schemas/auth';
import { apiRequestOrNull } from '../api-client';

export const sessionQueryKey = ['/api/user'] as const;

/** The signed-in user, or null when nobody is (GET /api/user answers 401). */
export const fetchCurrentUser = () => apiRequestOrNull<CurrentUser>('/api/user');

export const sessionQuery = queryOptions({
  queryKey: sessionQueryKey,
  queryFn: fetchCurrentUser,
});
