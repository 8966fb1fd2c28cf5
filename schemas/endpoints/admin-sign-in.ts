import { adminLoginInput, adminSession } from '../admin';
import {
  adminSignedIn,
  adminSignInResult,
  challengeInput,
  newPasswordInput,
  secondFactorInput,
  totpEnrolInput,
  totpSetup,
} from '../admin-sign-in';

import { API } from '../endpoint-paths';
import { endpoint, errorsOf } from './define';

const signInErrors = errorsOf(400, 401, 403, 409, 429);

/** Staff sign-in and its steps (outside the admin guard), then the signed-in session. */
export const adminSignIn = {
  login: endpoint(API.adminSignIn.login, {
    body: adminLoginInput,
    response: { 200: adminSignInResult, ...signInErrors },
  }),
  newPassword: endpoint(API.adminSignIn.newPassword, {
    body: newPasswordInput,
    response: { 200: adminSignInResult, ...signInErrors },
  }),
  totpSetup: endpoint(API.adminSignIn.totpSetup, {
    body: challengeInput,
    response: { 200: totpSetup, ...signInErrors },
  }),
  totpConfirm: endpoint(API.adminSignIn.totpConfirm, {
    body: totpEnrolInput,
    response: { 200: adminSignedIn, ...signInErrors },
  }),
  code: endpoint(API.adminSignIn.code, {
    body: secondFactorInput,
    response: { 200: adminSignedIn, ...signInErrors },
  }),
  logout: endpoint(API.adminSignIn.logout, {}),
  session: endpoint(API.adminSignIn.session, { response: { 200: adminSession } }),
};
