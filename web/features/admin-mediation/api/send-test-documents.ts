import { useMutation } from '@tanstack/react-query';
import { adminMediationApi } from '@schemas/endpoint-paths';
import { adminCall } from '@/lib/api-call';
import { toastError } from '@/lib/api-client';
import { toast } from '@/lib/toast';

export const sendTestDocuments = () => adminCall(adminMediationApi.sendTestDocuments);

/** 'Enviar documentos de prueba' on the board: the documents with test data to the configured address. */
export function useSendTestDocuments() {
  return useMutation({
    mutationFn: sendTestDocuments,
    onSuccess: ({ email, emailSent }) =>
      toast(
        emailSent
          ? {
              variant: 'success',
              title: 'Documentos de Prueba Enviados',
              description: `Se enviaron documentos de prueba a ${email} con datos de prueba.`,
            }
          : {
              title: 'Documentos de Prueba en Cola',
              description: `El correo a ${email} no pudo enviarse todavía; se reintentará automáticamente.`,
            },
      ),
    onError: (error) => toastError('Error', error, 'Error al enviar email de prueba'),
  });
}
