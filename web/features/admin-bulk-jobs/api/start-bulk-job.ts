import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { BulkJobCreated, BulkJobInput } from '@schemas/bulk-jobs';
import { adminRequest } from '@/lib/api-client';
import { bulkJobKeys } from './keys';

export const startBulkJob = (input: BulkJobInput) =>
  adminRequest<BulkJobCreated>('/api/admin/bulk-jobs', { method: 'POST', body: input });

export function useStartBulkJob() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: startBulkJob,
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: bulkJobKeys.all }),
  });
}
