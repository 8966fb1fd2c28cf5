import { queryOptions } from '@tanstack/react-query';
import { authApi } from '@schemas/endpoint-paths';
import { apiCallOrNull, queryKeyOf } from '../api-call';

export const sessionQueryKey = queryKeyOf(authApi.user);

/** The signed-in user, or null when nobody is (GET /api/user answers 401). */
export const fetchCurrentUser = () => apiCallOrNull(authApi.user);

export const sessionQuery = queryOptions({
  queryKey: sessionQueryKey,
  queryFn: fetchCurrentUser,
});
