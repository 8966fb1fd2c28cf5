import {
  adminUser,
  endedSessions,
  identitiesToVerify,
  idPhotoHistory,
  idPhotoRequestInput,
  userIdParam,
} from '../admin-detail';
import { userListQuery } from '../admin-list-filters';
import { adminSearchQuery, adminUserPage } from '../admin-users';
import { adminStats } from '../admin';
import { errorResponse } from '../common';
import { API } from '../endpoint-paths';
import { endpoint, errorsOf } from './define';

const errors = errorsOf(400, 404, 409);
const oneUser = { params: userIdParam, response: { 200: adminUser, ...errors } };

export const adminUsers = {
  stats: endpoint(API.adminUsers.stats, { response: { 200: adminStats } }),
  list: endpoint(API.adminUsers.list, {
    querystring: userListQuery,
    response: { 200: adminUserPage, 400: errorResponse },
  }),
  search: endpoint(API.adminUsers.search, {
    querystring: adminSearchQuery,
    response: { 200: adminUserPage, 400: errorResponse },
  }),
  get: endpoint(API.adminUsers.get, oneUser),
  verify: endpoint(API.adminUsers.verify, oneUser),
  unverify: endpoint(API.adminUsers.unverify, oneUser),
  idPhotoRequest: endpoint(API.adminUsers.idPhotoRequest, {
    params: userIdParam,
    body: idPhotoRequestInput,
    response: { 200: adminUser, ...errors },
  }),
  idPhotoHistory: endpoint(API.adminUsers.idPhotoHistory, {
    params: userIdParam,
    response: { 200: idPhotoHistory, ...errors },
  }),
  identitiesToVerify: endpoint(API.adminUsers.identitiesToVerify, {
    response: { 200: identitiesToVerify },
  }),
  endSessions: endpoint(API.adminUsers.endSessions, {
    params: userIdParam,
    response: { 200: endedSessions, ...errors },
  }),
};
