import type { QueryClient } from '@tanstack/react-query';

/**
 * After a move, every screen that shows orders or what they change reads again: the queue, the
 * user's and the wallet's orders in the detail dialogs, balances, stats and the activity log.
 */
export function withdrawalMoved(queryClient: QueryClient) {
  for (const path of [
    '/api/admin/withdrawals',
    '/api/admin/user-withdrawals',
    '/api/admin/wallet-withdrawals',
    '/api/admin/user-wallets',
    '/api/admin/wallets',
    '/api/admin/users',
    '/api/admin/stats',
    '/api/admin/audit',
  ]) {
    void queryClient.invalidateQueries({ queryKey: [path] });
  }
}
