import { useMutation, useQueryClient } from '@tanstack/react-query';
import { bulkJobsApi } from '@schemas/endpoint-paths';
import { adminCall } from '@/lib/api-call';
import { toastError } from '@/lib/api-client';
import { bulkJobKeys } from './keys';

export const cancelBulkJob = (id: string) => adminCall(bulkJobsApi.cancel, { params: { id } });

export function useCancelBulkJob() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: cancelBulkJob,
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: bulkJobKeys.all }),
    onError: (error) => toastError('No se pudo cancelar la tarea', error),
  });
}
