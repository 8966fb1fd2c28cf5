import type { QueryClient } from '@tanstack/react-query';
import type { AdminUser } from '@schemas/admin-detail';
import {
  adminCaseApi,
  adminUsersApi,
  adminWithdrawalsApi,
  auditApi,
} from '@schemas/endpoint-paths';
import { queryKeysOf } from '@/lib/api-call';
import { adminUserQuery } from './admin-user';

/**
 * After staff change a user: the detail shows the answer at once, and every screen that counts
 * or lists users (stats, lists, search, the activity log) reads again.
 */
export function userChanged(queryClient: QueryClient, user: AdminUser) {
  queryClient.setQueryData(adminUserQuery(user.id).queryKey, user);
  for (const queryKey of queryKeysOf(
    adminUsersApi.stats,
    adminUsersApi.list,
    adminUsersApi.get,
    adminCaseApi.documents,
    adminCaseApi.disputes,
    adminUsersApi.search,
    auditApi.list,
    // The withdrawal queue shows each creditor's identity.
    adminWithdrawalsApi.queue,
    adminWithdrawalsApi.ofUser,
    // 'Identidades por verificar' and the replaced photos (docs/product/profile-and-identity.md#evidence-kept).
    adminUsersApi.identitiesToVerify,
    adminUsersApi.idPhotoHistory,
  )) {
    void queryClient.invalidateQueries({ queryKey });
  }
}
