import type { QueryClient } from '@tanstack/react-query';
import type { AdminUser } from '@schemas/admin-detail';
import { adminUserQuery } from './admin-user';

/**
 * After staff change a user: the detail shows the answer at once, and every screen that counts
 * or lists users (stats, lists, search, the activity log) reads again. Keys are API paths.
 */
export function userChanged(queryClient: QueryClient, user: AdminUser) {
  queryClient.setQueryData(adminUserQuery(user.id).queryKey, user);
  for (const path of [
    '/api/admin/stats',
    '/api/admin/users',
    '/api/admin/search',
    '/api/admin/audit',
    // The withdrawal queue shows each creditor's identity.
    '/api/admin/withdrawals',
    '/api/admin/user-withdrawals',
    // 'Identidades por verificar' and the replaced photos (docs/product/profile-and-identity.md#evidence-kept).
    '/api/admin/identities-to-verify',
  ]) {
    void queryClient.invalidateQueries({ queryKey: [path] });
  }
}
