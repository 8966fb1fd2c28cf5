import { queryOptions, useQuery } from '@tanstack/react-query';
import { adminUsersApi } from '@schemas/endpoint-paths';
import { adminCall, queryKeyOf } from '@/lib/api-call';

export const idPhotoHistoryQuery = (userId: string) =>
  queryOptions({
    queryKey: queryKeyOf(adminUsersApi.idPhotoHistory, { userId }),
    queryFn: () => adminCall(adminUsersApi.idPhotoHistory, { params: { userId } }),
  });

/** ID photos replaced at staff's request, kept as evidence (the photo tab's history). */
export const useIdPhotoHistory = (userId: string) => useQuery(idPhotoHistoryQuery(userId));
