import { useMutation } from '@tanstack/react-query';
import { ADMIN_EXPORTS, adminExportPath, type AdminExportKind } from '@schemas/admin-exports';
import { adminFetch, toastError } from '@/lib/api-client';
import { toast } from '@/lib/toast';

/**
 * GET /api/admin/export/{kind} saved as the file the server names. The browser keeps the file
 * as a Blob until it is saved (Chromium moves large ones to disk).
 */
export async function downloadExport(kind: AdminExportKind): Promise<string> {
  const response = await adminFetch(adminExportPath(kind));
  const disposition = response.headers.get('content-disposition') ?? '';
  const filename =
    /filename="([^"]+)"/.exec(disposition)?.[1] ??
    `${ADMIN_EXPORTS.find((e) => e.kind === kind)!.file}.csv`;
  const url = URL.createObjectURL(await response.blob());
  const link = document.createElement('a');
  link.href = url;
  link.download = filename;
  link.click();
  setTimeout(() => URL.revokeObjectURL(url), 60_000);
  return filename;
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
