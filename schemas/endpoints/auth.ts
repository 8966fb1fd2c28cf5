import { currentUser, loginInput } from '../auth';
import { errorResponse } from '../common';
import { API } from '../endpoint-paths';
import { endpoint } from './define';

export const auth = {
  login: endpoint(API.auth.login, {
    body: loginInput,
    response: { 200: currentUser, 401: errorResponse, 429: errorResponse },
  }),
  logout: endpoint(API.auth.logout, {}),
  user: endpoint(API.auth.user, { response: { 200: currentUser } }),
};
