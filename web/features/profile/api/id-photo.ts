import { queryOptions, useQuery } from '@tanstack/react-query';
import { ApiError } from '@/lib/api-client';

/** A saved ID photo, fetched with the session cookie (the address answers only its owner). */
export async function fetchIdPhoto(address: string): Promise<Blob> {
  const response = await fetch(address, { credentials: 'include' });
  if (!response.ok) throw new ApiError(response.status, await response.text(), response.statusText);
  return response.blob();
}

export const idPhotoQuery = (address: string) =>
  queryOptions({
    queryKey: [address] as const,
    queryFn: () => fetchIdPhoto(address),
    // The decrypted image lives only while the dialog shows it.
    gcTime: 0,
  });

export const useIdPhoto = (address: string) => useQuery(idPhotoQuery(address));
