import { useMutation } from '@tanstack/react-query';
import { ADMIN_EXPORTS, type AdminExportKind } from '@schemas/admin-exports';
import { adminExportsApi } from '@schemas/endpoint-paths';
import { adminDownload } from '@/lib/api-call';
import { toastError } from '@/lib/api-client';
import { saveDownload } from '@/lib/save-download';
import { toast } from '@/lib/toast';

/** GET /api/admin/export/{kind} saved as the file the server names. */
export async function downloadExport(kind: AdminExportKind): Promise<string> {
  const response = await adminDownload(adminExportsApi[kind]);
  return saveDownload(response, `${ADMIN_EXPORTS.find((e) => e.kind === kind)!.file}.csv`);
}

export function useDownloadExport() {
  return useMutation({
    mutationFn: downloadExport,
    onSuccess: (filename) =>
      toast({
        variant: 'success',
        title: 'Exportación lista',
        description: `Se descargó ${filename}.`,
      }),
    onError: (error) => toastError('Error al exportar', error),
  });
}
