import { API } from '../endpoint-paths';
import {
  deletedView,
  savedView,
  savedViewInput,
  savedViewList,
  savedViewListQuery,
  savedViewParams,
} from '../saved-views';
import { endpoint, errorsOf } from './define';

const errors = errorsOf(400, 403, 404, 409);

export const savedViews = {
  list: endpoint(API.savedViews.list, {
    querystring: savedViewListQuery,
    response: { 200: savedViewList, ...errors },
  }),
  create: endpoint(API.savedViews.create, {
    body: savedViewInput,
    response: { 200: savedView, ...errors },
  }),
  remove: endpoint(API.savedViews.remove, {
    params: savedViewParams,
    response: { 200: deletedView, ...errors },
  }),
};
