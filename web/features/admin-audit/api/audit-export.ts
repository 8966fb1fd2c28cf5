import { useMutation } from '@tanstack/react-query';
import { auditApi } from '@schemas/endpoint-paths';
import { adminDownload } from '@/lib/api-call';
import { toastError } from '@/lib/api-client';
import { saveDownload } from '@/lib/save-download';
import { toast } from '@/lib/toast';
import { auditParams, type AuditFilter } from './audit-log';

/** GET /api/admin/audit/export with the screen's filters, saved as the file the server names. */
export const downloadAuditExport = async (filter: AuditFilter) =>
  saveDownload(
    await adminDownload(auditApi.export, { query: auditParams(filter) }),
    'actividad.csv',
  );

export function useAuditExport() {
  return useMutation({
    mutationFn: downloadAuditExport,
    onSuccess: (filename) =>
      toast({
        variant: 'success',
        title: 'Exportación lista',
        description: `Se descargó ${filename}.`,
      }),
    onError: (error) => toastError('Error al exportar', error),
  });
}
