import { queryOptions, useQuery, type QueryClient } from '@tanstack/react-query';
import type { Profile } from '@schemas/profile';
import { isProfileComplete } from '@schemas/profile-complete';
import { apiRequest } from '@/lib/api-client';
import { sessionQueryKey } from '@/lib/queries/session';

export const profileQueryKey = ['/api/profile'] as const;

export const fetchProfile = () => apiRequest<Profile>('/api/profile');

export const profileQuery = queryOptions({
  queryKey: profileQueryKey,
  queryFn: fetchProfile,
});

/** The signed-in user's profile (GET /api/profile); the profile screen saves into it. */
export function useProfile() {
  return useQuery(profileQuery);
}

/**
 * True when the dashboard must show 'Necesitas completar tu perfil…' (SPEC §5: full name,
 * phone or either ID photo missing); false when complete or still loading.
 */
export function useProfileIncomplete(): boolean {
  const { data } = useProfile();
  return data !== undefined && !isProfileComplete(data);
}

/**
 * Call after any profile change so every screen that reads it updates: the profile itself and
 * the signed-in user (GET /api/user carries fullName, shown as the dashboard's display name).
 */
export const invalidateProfile = (queryClient: QueryClient) =>
  Promise.all([
    queryClient.invalidateQueries({ queryKey: profileQueryKey }),
    queryClient.invalidateQueries({ queryKey: sessionQueryKey }),
  ]);
