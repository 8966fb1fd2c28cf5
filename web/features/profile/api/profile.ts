import { queryOptions, useQuery, type QueryClient } from '@tanstack/react-query';
import { profileApi } from '@schemas/endpoint-paths';
import { isProfileComplete } from '@schemas/profile-complete';
import { apiCall, queryKeyOf } from '@/lib/api-call';
import { sessionQueryKey } from '@/lib/queries/session';

export const profileQueryKey = queryKeyOf(profileApi.get);

export const fetchProfile = () => apiCall(profileApi.get);

export const profileQuery = queryOptions({
  queryKey: profileQueryKey,
  queryFn: fetchProfile,
});

/** The signed-in user's profile (GET /api/profile); the profile screen saves into it. */
export function useProfile() {
  return useQuery(profileQuery);
}

/**
 * True when the dashboard must show 'Completa tu perfil para poder retirar' (docs/product/profile-and-identity.md#complete-profile: full name,
 * phone or either ID photo missing); false when complete or still loading, and when all that is
 * missing is a photo staff asked for again (its own card says so, with the reason).
 */
export function useProfileIncomplete(): boolean {
  const { data } = useProfile();
  if (data === undefined || isProfileComplete(data)) return false;
  const { front, back } = data.idPhotoRequests;
  return !isProfileComplete({
    ...data,
    idPhotoFront: front ? 'solicitada' : data.idPhotoFront,
    idPhotoBack: back ? 'solicitada' : data.idPhotoBack,
  });
}

/**
 * Whether the creditor may order a withdrawal as far as the profile goes: 'checking' while it
 * loads; a profile that cannot be read counts as complete (the server refuses and says why).
 */
export function useProfileReadiness(): 'checking' | 'complete' | 'incomplete' {
  const { data, isPending } = useProfile();
  if (data) return isProfileComplete(data) ? 'complete' : 'incomplete';
  return isPending ? 'checking' : 'complete';
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
