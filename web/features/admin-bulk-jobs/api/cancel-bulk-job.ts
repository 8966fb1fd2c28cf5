import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { BulkJob } from '@schemas/bulk-jobs';
import { adminRequest, toastError } from '@/lib/api-client';
import { bulkJobKeys } from './keys';

export const cancelBulkJob = (id: string) =>
  adminRequest<BulkJob>(`/api/admin/bulk-jobs/${id}/cancel`, { method: 'POST' });

export function useCancelBulkJob() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: cancelBulkJob,
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: bulkJobKeys.all }),
    onError: (error) => toastError('No se pudo cancelar la tarea', error),
  });
}
