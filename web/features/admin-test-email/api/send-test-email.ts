import { useMutation } from '@tanstack/react-query';
import { adminMailApi } from '@schemas/endpoint-paths';
import { adminCall } from '@/lib/api-call';
import { toastError } from '@/lib/api-client';
import { toast } from '@/lib/toast';

/** POST /api/admin/test-sendgrid: a test e-mail through the configured transport. */
export const sendTestEmail = (email: string) =>
  adminCall(adminMailApi.testSendgrid, { body: { email } });

export function useSendTestEmail() {
  return useMutation({
    mutationFn: sendTestEmail,
    onSuccess: (result) =>
      toast({
        variant: 'success',
        title: 'Email de prueba enviado',
        description: `${result.message}. ${result.note}`,
      }),
    onError: (error) => toastError('No se pudo enviar el email', error),
  });
}
