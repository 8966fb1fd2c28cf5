import { changePasswordAnswer, changePasswordInput } from '../account-password';
import { errorResponse } from '../common';
import { API } from '../endpoint-paths';
import { accountActivity, endedSessions } from '../payout-safety';
import { endpoint } from './define';

export const account = {
  activity: endpoint(API.account.activity, { response: { 200: accountActivity } }),
  endOtherSessions: endpoint(API.account.endOtherSessions, { response: { 200: endedSessions } }),
  changePassword: endpoint(API.account.changePassword, {
    body: changePasswordInput,
    response: { 200: changePasswordAnswer, 400: errorResponse, 429: errorResponse },
  }),
};
