import { queryOptions, useQuery } from '@tanstack/react-query';
import { healthApi } from '@schemas/endpoint-paths';
import { apiCall, queryKeyOf } from '../api-call';

export const fetchAppConfig = () => apiCall(healthApi.appConfig);

export const appConfigQuery = queryOptions({
  queryKey: queryKeyOf(healthApi.appConfig),
  queryFn: fetchAppConfig,
});

/** Public settings: product name, whether /auth is gated behind installation, explorer URL. */
export function useAppConfig() {
  return useQuery(appConfigQuery);
}

/** Shown until /api/app-config answers (the server's default APP_NAME). */
export const DEFAULT_APP_NAME = 'Cartera USDT';

export function useAppName(): string {
  return useAppConfig().data?.appName ?? DEFAULT_APP_NAME;
}
