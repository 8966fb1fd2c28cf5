import { useMutation } from '@tanstack/react-query';
import { bulkJobResultsPath } from '@schemas/bulk-job-actions';
import { adminFetch, toastError } from '@/lib/api-client';
import { saveDownload } from '@/lib/save-download';

/** GET /api/admin/bulk-jobs/{id}/results.csv saved as the file the server names. */
export const downloadResults = async (id: string) =>
  saveDownload(await adminFetch(bulkJobResultsPath(id)), 'resultados.csv');

export function useDownloadResults() {
  return useMutation({
    mutationFn: downloadResults,
    onError: (error) => toastError('No se pudieron descargar los resultados', error),
  });
}
