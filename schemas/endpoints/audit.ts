import { auditFilterQuery, auditPage, auditQuery, auditStaff } from '../audit';
import { errorResponse } from '../common';
import { API } from '../endpoint-paths';
import { endpoint } from './define';

export const audit = {
  list: endpoint(API.audit.list, {
    querystring: auditQuery,
    response: { 200: auditPage, 400: errorResponse },
  }),
  /** The same filters, every matching entry as CSV. */
  export: endpoint(API.audit.export, { querystring: auditFilterQuery }),
  staff: endpoint(API.audit.staff, { response: { 200: auditStaff } }),
};
