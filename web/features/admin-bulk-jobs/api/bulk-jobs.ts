import { queryOptions, useQuery } from '@tanstack/react-query';
import { bulkJobsApi } from '@schemas/endpoint-paths';
import { adminCall } from '@/lib/api-call';
import { bulkJobKeys } from './keys';

/** Re-read this often while a job runs (docs/product/staff-at-scale.md#bulk-actions). */
export const BULK_JOBS_POLL_MS = 2000;

export const fetchBulkJobs = () => adminCall(bulkJobsApi.list);

export const bulkJobsQuery = queryOptions({
  queryKey: bulkJobKeys.all,
  queryFn: fetchBulkJobs,
  refetchInterval: (query) =>
    query.state.data?.jobs.some((job) => job.state === 'running') ? BULK_JOBS_POLL_MS : false,
});

export const useBulkJobs = () => useQuery(bulkJobsQuery);
