import { useMutation } from '@tanstack/react-query';
import type { TestSendgridResult } from '@schemas/admin-mail';
import { adminRequest, toastError } from '@/lib/api-client';
import { toast } from '@/lib/toast';

/** POST /api/admin/test-sendgrid: a test e-mail through the configured transport. */
export const sendTestEmail = (email: string) =>
  adminRequest<TestSendgridResult>('/api/admin/test-sendgrid', {
    method: 'POST',
    body: { email },
  });

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
