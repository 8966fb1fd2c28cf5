import { withdrawalIdParam } from '../admin-withdrawals';
import { errorResponse } from '../common';
import { API } from '../endpoint-paths';
import {
  createWithdrawalInput,
  createdWithdrawal,
  destinationCheck,
  destinationCheckInput,
  withdrawalList,
  withdrawalListItem,
} from '../withdrawals';
import { endpoint } from './define';

export const withdrawals = {
  list: endpoint(API.withdrawals.list, { response: { 200: withdrawalList } }),
  checkDestination: endpoint(API.withdrawals.checkDestination, {
    body: destinationCheckInput,
    response: { 200: destinationCheck, 400: errorResponse, 404: errorResponse },
  }),
  create: endpoint(API.withdrawals.create, {
    body: createWithdrawalInput,
    response: {
      201: createdWithdrawal,
      400: errorResponse,
      403: errorResponse,
      404: errorResponse,
      409: errorResponse,
    },
  }),
  cancel: endpoint(API.withdrawals.cancel, {
    params: withdrawalIdParam,
    response: {
      200: withdrawalListItem,
      400: errorResponse,
      404: errorResponse,
      409: errorResponse,
    },
  }),
};
