import { userIdParam, walletIdParam } from '../admin-detail';
import {
  adminWithdrawal,
  adminWithdrawalList,
  completeWithdrawalInput,
  rejectWithdrawalInput,
  withdrawalIdParam,
  withdrawalQueue,
  withdrawalQueueQuery,
} from '../admin-withdrawals';
import { errorResponse } from '../common';
import { API } from '../endpoint-paths';
import { endpoint, errorsOf } from './define';

const errors = errorsOf(400, 404, 409);
const oneOrder = { params: withdrawalIdParam, response: { 200: adminWithdrawal, ...errors } };

export const adminWithdrawals = {
  ofUser: endpoint(API.adminWithdrawals.ofUser, {
    params: userIdParam,
    response: { 200: adminWithdrawalList, ...errors },
  }),
  ofWallet: endpoint(API.adminWithdrawals.ofWallet, {
    params: walletIdParam,
    response: { 200: adminWithdrawalList, ...errors },
  }),
  queue: endpoint(API.adminWithdrawals.queue, {
    querystring: withdrawalQueueQuery,
    response: { 200: withdrawalQueue, ...errors },
  }),
  get: endpoint(API.adminWithdrawals.get, oneOrder),
  approve: endpoint(API.adminWithdrawals.approve, oneOrder),
  complete: endpoint(API.adminWithdrawals.complete, {
    params: withdrawalIdParam,
    // Optional so that a missing body gets the same clear answer as a missing hash.
    body: completeWithdrawalInput.nullish(),
    response: { 200: adminWithdrawal, 502: errorResponse, ...errors },
  }),
  reject: endpoint(API.adminWithdrawals.reject, {
    params: withdrawalIdParam,
    body: rejectWithdrawalInput,
    response: { 200: adminWithdrawal, ...errors },
  }),
};
