import { z } from 'zod';
import { changePasswordAnswer, changePasswordInput } from '../account-password';
import { recoveryCodesResponse, totpCodeInput, totpSetup } from '../admin-sign-in';
import { errorResponse } from '../common';
import { API } from '../endpoint-paths';
import { adminAccount as account, adminSessions, endedSessions, sessionIdParam } from '../staff';
import { endpoint } from './define';

/** A staff member's own second factor, password and sessions. */
export const adminAccount = {
  get: endpoint(API.adminAccount.get, { response: { 200: account } }),
  totpSetup: endpoint(API.adminAccount.totpSetup, {
    response: { 200: totpSetup, 409: errorResponse },
  }),
  totpConfirm: endpoint(API.adminAccount.totpConfirm, {
    body: totpCodeInput,
    response: { 200: recoveryCodesResponse, 400: errorResponse, 409: errorResponse },
  }),
  changePassword: endpoint(API.adminAccount.changePassword, {
    body: changePasswordInput,
    response: { 200: changePasswordAnswer, 400: errorResponse, 429: errorResponse },
  }),
  sessions: endpoint(API.adminAccount.sessions, { response: { 200: adminSessions } }),
  endSession: endpoint(API.adminAccount.endSession, {
    params: sessionIdParam,
    response: { 204: z.null(), 404: errorResponse },
  }),
  endOtherSessions: endpoint(API.adminAccount.endOtherSessions, {
    response: { 200: endedSessions },
  }),
};
