import { queryOptions, useQuery } from '@tanstack/react-query';
import { adminMediationApi } from '@schemas/endpoint-paths';
import { adminCall } from '@/lib/api-call';
import { mediationKeys } from './keys';

export const fetchMediationCharts = () => adminCall(adminMediationApi.charts);

export const mediationChartsQuery = queryOptions({
  queryKey: mediationKeys.charts,
  queryFn: fetchMediationCharts,
});

export const useMediationCharts = () => useQuery(mediationChartsQuery);
