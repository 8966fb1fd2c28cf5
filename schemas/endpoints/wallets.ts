import { errorResponse, uuidParam } from '../common';
import { API } from '../endpoint-paths';
import { refreshAllResult, transactionList, walletList, walletView } from '../wallets';
import { endpoint, errorsOf } from './define';

const errors = errorsOf(404, 429, 502);

export const wallets = {
  list: endpoint(API.wallets.list, { response: { 200: walletList, 401: errorResponse } }),
  refreshAll: endpoint(API.wallets.refreshAll, { response: { 200: refreshAllResult, ...errors } }),
  get: endpoint(API.wallets.get, { params: uuidParam, response: { 200: walletView, ...errors } }),
  refresh: endpoint(API.wallets.refresh, {
    params: uuidParam,
    response: { 200: walletView, ...errors },
  }),
  transactions: endpoint(API.wallets.transactions, {
    params: uuidParam,
    response: { 200: transactionList, ...errors },
  }),
};
