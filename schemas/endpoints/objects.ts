import { uuidParam } from '../common';
import { API } from '../endpoint-paths';
import { uploadResponse, uploadUrlResponse } from '../objects';
import { endpoint, errorsOf } from './define';

const errors = errorsOf(400, 404, 409);

export const objects = {
  upload: endpoint(API.objects.upload, { response: { 200: uploadUrlResponse } }),
  /** The body is the file itself (no schema: the service reads it as a stream). */
  receive: endpoint(API.objects.receive, {
    params: uuidParam,
    response: { 200: uploadResponse, ...errors },
  }),
  /** The photo itself. */
  get: endpoint(API.objects.get, { params: uuidParam }),
};
