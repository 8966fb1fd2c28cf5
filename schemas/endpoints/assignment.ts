import { assignableStaff, assignment as assignmentSchema, assignmentInput } from '../assignment';

import { API } from '../endpoint-paths';
import { endpoint, errorsOf } from './define';

const errors = errorsOf(400, 403, 404, 409, 422);

export const assignment = {
  assign: endpoint(API.assignment.assign, {
    body: assignmentInput,
    response: { 200: assignmentSchema, ...errors },
  }),
  assignableStaff: endpoint(API.assignment.assignableStaff, {
    response: { 200: assignableStaff },
  }),
};
