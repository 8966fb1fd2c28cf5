import { queryOptions, useQuery } from '@tanstack/react-query';
import type { MediationOverdue } from '@schemas/mediation-board';
import { adminRequest } from '@/lib/api-client';
import { mediationKeys } from './keys';

/** A case becomes overdue with time alone: the counts are read again every minute. */
export const MEDIATION_OVERDUE_INTERVAL_MS = 60_000;

export const fetchMediationOverdue = () =>
  adminRequest<MediationOverdue>('/api/admin/mediation-overdue');

export const mediationOverdueQuery = queryOptions({
  queryKey: mediationKeys.overdue,
  queryFn: fetchMediationOverdue,
  refetchInterval: MEDIATION_OVERDUE_INTERVAL_MS,
});

export const useMediationOverdue = () => useQuery(mediationOverdueQuery);
