import { z } from 'zod';
import {
  addressParam,
  adminChainTransaction,
  adminWallet,
  chainBalance,
  userIdParam,
  walletIdParam,
} from '../admin-detail';
import { adminWalletPage } from '../admin-wallets';
import { chainStatus } from '../chain-status';
import { errorResponse } from '../common';
import { API } from '../endpoint-paths';
import { pageQuery } from '../paging';
import { endpoint, errorsOf } from './define';

const errors = errorsOf(400, 404);
const chainErrors = { ...errors, 502: errorResponse };

export const adminWallets = {
  list: endpoint(API.adminWallets.list, {
    querystring: pageQuery,
    response: { 200: adminWalletPage, 400: errorResponse },
  }),
  get: endpoint(API.adminWallets.get, {
    params: walletIdParam,
    response: { 200: adminWallet, ...errors },
  }),
  ofUser: endpoint(API.adminWallets.ofUser, {
    params: userIdParam,
    response: { 200: z.array(adminWallet), ...errors },
  }),
  chainBalance: endpoint(API.adminWallets.chainBalance, {
    params: addressParam,
    response: { 200: chainBalance, ...chainErrors },
  }),
  chainTransactions: endpoint(API.adminWallets.chainTransactions, {
    params: addressParam,
    response: { 200: z.array(adminChainTransaction), ...chainErrors },
  }),
  /** The chain follower's state. */
  chainStatus: endpoint(API.adminWallets.chainStatus, { response: { 200: chainStatus } }),
};
