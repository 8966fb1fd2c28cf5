import { useMutation, useQueryClient, type QueryClient } from '@tanstack/react-query';
import type { BulkJobInput } from '@schemas/bulk-jobs';
import { bulkJobsApi } from '@schemas/endpoint-paths';
import { adminCall } from '@/lib/api-call';
import { BULK_JOBS_POLL_MS } from './bulk-jobs';
import { bulkJobKeys } from './keys';

/** A job is followed this long at most (the cap of 100,000 cases runs well within it). */
const FOLLOW_FOR_MS = 30 * 60_000;

export const startBulkJob = (input: BulkJobInput) => adminCall(bulkJobsApi.start, { body: input });

/**
 * The job runs in the background: once it ends, every admin list on screen is read again, since
 * a job may have changed any case it touched.
 */
async function refreshWhenDone(queryClient: QueryClient, id: string) {
  for (let waited = 0; waited < FOLLOW_FOR_MS; waited += BULK_JOBS_POLL_MS) {
    await new Promise((resolve) => setTimeout(resolve, BULK_JOBS_POLL_MS));
    const job = await adminCall(bulkJobsApi.get, { params: { id } }).catch(() => null);
    if (job && job.state !== 'running') break;
  }
  await queryClient.invalidateQueries({
    predicate: ({ queryKey }) => String(queryKey[0]).startsWith('/api/admin/'),
  });
}

export function useStartBulkJob() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: startBulkJob,
    onSuccess: (job) => {
      void queryClient.invalidateQueries({ queryKey: bulkJobKeys.all });
      void refreshWhenDone(queryClient, job.id);
    },
  });
}
