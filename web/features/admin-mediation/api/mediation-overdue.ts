import { queryOptions, useQuery } from '@tanstack/react-query';
import { adminMediationApi } from '@schemas/endpoint-paths';
import { adminCall } from '@/lib/api-call';
import { mediationKeys } from './keys';

/** A case becomes overdue with time alone: the counts are read again every minute. */
export const MEDIATION_OVERDUE_INTERVAL_MS = 60_000;

export const fetchMediationOverdue = () => adminCall(adminMediationApi.overdue);

export const mediationOverdueQuery = queryOptions({
  queryKey: mediationKeys.overdue,
  queryFn: fetchMediationOverdue,
  refetchInterval: MEDIATION_OVERDUE_INTERVAL_MS,
});

export const useMediationOverdue = () => useQuery(mediationOverdueQuery);
