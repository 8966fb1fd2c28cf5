import { queryOptions, useQuery } from '@tanstack/react-query';
import type { IdPhotoHistory } from '@schemas/admin-detail';
import { adminRequest } from '@/lib/api-client';

export const idPhotoHistoryQuery = (userId: string) =>
  queryOptions({
    queryKey: ['/api/admin/users', userId, 'id-photo-history'] as const,
    queryFn: () => adminRequest<IdPhotoHistory>(`/api/admin/users/${userId}/id-photo-history`),
  });

/** ID photos replaced at staff's request, kept as evidence (the photo tab's history). */
export const useIdPhotoHistory = (userId: string) => useQuery(idPhotoHistoryQuery(userId));
