import {
  bulkJob,
  bulkJobCreated,
  bulkJobInput,
  bulkJobList,
  bulkJobParams,
  bulkMatching,
  bulkMatchingInput,
} from '../bulk-jobs';

import { API } from '../endpoint-paths';
import { endpoint, errorsOf } from './define';

const errors = errorsOf(400, 403, 404, 409);

export const bulkJobs = {
  start: endpoint(API.bulkJobs.start, {
    body: bulkJobInput,
    response: { 202: bulkJobCreated, ...errors },
  }),
  matching: endpoint(API.bulkJobs.matching, {
    body: bulkMatchingInput,
    response: { 200: bulkMatching, ...errors },
  }),
  list: endpoint(API.bulkJobs.list, { response: { 200: bulkJobList } }),
  get: endpoint(API.bulkJobs.get, { params: bulkJobParams, response: { 200: bulkJob, ...errors } }),
  /** The results as CSV. */
  results: endpoint(API.bulkJobs.results, { params: bulkJobParams }),
  cancel: endpoint(API.bulkJobs.cancel, {
    params: bulkJobParams,
    response: { 200: bulkJob, ...errors },
  }),
};
