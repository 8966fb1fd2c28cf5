import { useMutation } from '@tanstack/react-query';
import { bulkJobsApi } from '@schemas/endpoint-paths';
import { adminDownload } from '@/lib/api-call';
import { toastError } from '@/lib/api-client';
import { saveDownload } from '@/lib/save-download';

/** GET /api/admin/bulk-jobs/{id}/results.csv saved as the file the server names. */
export const downloadResults = async (id: string) =>
  saveDownload(await adminDownload(bulkJobsApi.results, { params: { id } }), 'resultados.csv');

export function useDownloadResults() {
  return useMutation({
    mutationFn: downloadResults,
    onError: (error) => toastError('No se pudieron descargar los resultados', error),
  });
}
