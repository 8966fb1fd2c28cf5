import { queryOptions, useQuery } from '@tanstack/react-query';
import type { AppConfig } from '@schemas/auth';
import { apiRequest } from '../api-client';

export const fetchAppConfig = () => apiRequest<AppConfig>('/api/app-config');

export const appConfigQuery = queryOptions({
  queryKey: ['/api/app-config'] as const,
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
