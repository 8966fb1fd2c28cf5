import { errorResponse } from '../common';
import { API } from '../endpoint-paths';
import { idPhotoInput, profile as profileSchema, profileInput } from '../profile';
import { endpoint } from './define';

export const profile = {
  get: endpoint(API.profile.get, { response: { 200: profileSchema } }),
  update: endpoint(API.profile.update, {
    body: profileInput,
    response: { 200: profileSchema, 400: errorResponse },
  }),
  idPhoto: endpoint(API.profile.idPhoto, {
    body: idPhotoInput,
    response: { 200: profileSchema, 400: errorResponse, 404: errorResponse, 409: errorResponse },
  }),
};
