import { queryOptions, useQuery } from '@tanstack/react-query';
import type { MediationCharts } from '@schemas/mediation-board';
import { adminRequest } from '@/lib/api-client';
import { mediationKeys } from './keys';

export const fetchMediationCharts = () =>
  adminRequest<MediationCharts>('/api/admin/mediation-charts');

export const mediationChartsQuery = queryOptions({
  queryKey: mediationKeys.charts,
  queryFn: fetchMediationCharts,
});

export const useMediationCharts = () => useQuery(mediationChartsQuery);
