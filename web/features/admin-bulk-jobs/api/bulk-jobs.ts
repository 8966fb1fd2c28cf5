import { queryOptions, useQuery } from '@tanstack/react-query';
import type { BulkJobList } from '@schemas/bulk-jobs';
import { adminRequest } from '@/lib/api-client';
import { bulkJobKeys } from './keys';

/** Re-read this often while a job runs (docs/product/staff-at-scale.md#bulk-actions). */
export const BULK_JOBS_POLL_MS = 2000;

export const fetchBulkJobs = () => adminRequest<BulkJobList>('/api/admin/bulk-jobs');

export const bulkJobsQuery = queryOptions({
  queryKey: bulkJobKeys.all,
  queryFn: fetchBulkJobs,
  refetchInterval: (query) =>
    query.state.data?.jobs.some((job) => job.state === 'running') ? BULK_JOBS_POLL_MS : false,
});

export const useBulkJobs = () => useQuery(bulkJobsQuery);
