import { API } from '../endpoint-paths';
import {
  changeRoleInput,
  createStaffInput,
  staffIdParam,
  staffList,
  staffMember,
  staffWithPassword,
} from '../staff';
import { endpoint, errorsOf } from './define';

const errors = errorsOf(400, 403, 404, 409);
/** Each action on a member answers the member as it is now. */
const memberAction = { params: staffIdParam, response: { 200: staffMember, ...errors } };

export const staff = {
  list: endpoint(API.staff.list, { response: { 200: staffList } }),
  create: endpoint(API.staff.create, {
    body: createStaffInput,
    response: { 201: staffWithPassword, ...errors },
  }),
  changeRole: endpoint(API.staff.changeRole, {
    params: staffIdParam,
    body: changeRoleInput,
    response: { 200: staffMember, ...errors },
  }),
  disable: endpoint(API.staff.disable, memberAction),
  enable: endpoint(API.staff.enable, memberAction),
  resetTwoFactor: endpoint(API.staff.resetTwoFactor, memberAction),
  endSessions: endpoint(API.staff.endSessions, memberAction),
  resetPassword: endpoint(API.staff.resetPassword, {
    params: staffIdParam,
    response: { 200: staffWithPassword, ...errors },
  }),
};
