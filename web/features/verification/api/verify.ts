import { queryOptions, useQuery } from '@tanstack/react-query';
import { mediationApi } from '@schemas/endpoint-paths';
import { apiCall, queryKeyOf } from '@/lib/api-call';

export const verificationQuery = (code: string) =>
  queryOptions({
    queryKey: queryKeyOf(mediationApi.verify, { code }),
    queryFn: () => apiCall(mediationApi.verify, { params: { code } }),
    retry: false,
  });

/** GET /api/verify/:code (public). */
export const useVerification = (code: string) => useQuery(verificationQuery(code));

/** Hex SHA-256 of a file, computed in the browser: the file never leaves it. */
export async function sha256OfFile(file: File): Promise<string> {
  const digest = await crypto.subtle.digest('SHA-256', await file.arrayBuffer());
  return Array.from(new Uint8Array(digest), (b) => b.toString(16).padStart(2, '0')).join('');
}
