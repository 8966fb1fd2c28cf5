import { bulkJobsApi } from '@schemas/endpoint-paths';
import { queryKeyOf } from '@/lib/api-call';

/** Query keys of 'Tareas': the jobs' list. */
export const bulkJobKeys = {
  all: queryKeyOf(bulkJobsApi.list),
};
