import { queryOptions, useQuery } from '@tanstack/react-query';
import { ADMIN_TOKEN_KEY, ApiError } from '@/lib/api-client';

/** A protected file (an ID photo, a creditor's document) fetched with the admin bearer token (docs/product/profile-and-identity.md#who-reads-id-photos). */
export async function fetchAdminImage(address: string): Promise<Blob> {
  const token = localStorage.getItem(ADMIN_TOKEN_KEY);
  const response = await fetch(address, {
    headers: token ? { authorization: `Bearer ${token}` } : {},
  });
  if (!response.ok) throw new ApiError(response.status, await response.text(), response.statusText);
  return response.blob();
}

export const adminImageQuery = (address: string) =>
  queryOptions({
    queryKey: ['admin-image', address] as const,
    queryFn: () => fetchAdminImage(address),
    // The decrypted photo lives only while something shows it.
    gcTime: 0,
  });

/** Loading, failure ('Error al cargar la imagen') and the image as a Blob for an object URL. */
export const useAdminImage = (address: string) => useQuery(adminImageQuery(address));
