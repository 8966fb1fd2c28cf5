import { API } from '../endpoint-paths';
import { endpoint } from './define';

/** The three CSV downloads (schemas/admin-exports.ts lists them for the dashboard). */
export const adminExports = {
  users: endpoint(API.adminExports.users, {}),
  wallets: endpoint(API.adminExports.wallets, {}),
  withdrawals: endpoint(API.adminExports.withdrawals, {}),
};
