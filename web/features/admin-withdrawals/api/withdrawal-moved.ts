import type { QueryClient } from '@tanstack/react-query';
import {
  adminCaseApi,
  adminUsersApi,
  adminWalletsApi,
  adminWithdrawalsApi,
  auditApi,
} from '@schemas/endpoint-paths';
import { queryKeysOf } from '@/lib/api-call';

/**
 * After a move, every screen that shows orders or what they change reads again: the queue, the
 * user's and the wallet's orders in the detail dialogs, balances, stats and the activity log.
 */
export function withdrawalMoved(queryClient: QueryClient) {
  for (const queryKey of queryKeysOf(
    adminWithdrawalsApi.queue,
    adminWithdrawalsApi.ofUser,
    adminWithdrawalsApi.ofWallet,
    adminWalletsApi.ofUser,
    adminWalletsApi.list,
    adminWalletsApi.get,
    adminUsersApi.list,
    adminUsersApi.get,
    adminUsersApi.idPhotoHistory,
    adminCaseApi.documents,
    adminCaseApi.disputes,
    adminUsersApi.stats,
    auditApi.list,
  )) {
    void queryClient.invalidateQueries({ queryKey });
  }
}
