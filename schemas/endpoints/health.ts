import { appConfig } from '../auth';
import { API } from '../endpoint-paths';
import { endpoint } from './define';

export const health = {
  live: endpoint(API.health.live, {}),
  ready: endpoint(API.health.ready, {}),
  appConfig: endpoint(API.health.appConfig, { response: { 200: appConfig } }),
};
