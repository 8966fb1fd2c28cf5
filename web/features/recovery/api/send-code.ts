import { useMutation } from '@tanstack/react-query';
import { recoveryApi } from '@schemas/endpoint-paths';
import type { SendCodeInput } from '@schemas/recovery';
import { apiCall } from '@/lib/api-call';
import { toastError } from '@/lib/api-client';
import { toast } from '@/lib/toast';

export const sendCode = (input: SendCodeInput) => apiCall(recoveryApi.sendCode, { body: input });

/** POST /api/password-recovery/send-code, with the toasts of docs/product/sign-in-and-sessions.md#password-recovery. */
export function useSendCode(onSent: (email: string) => void) {
  return useMutation({
    mutationFn: sendCode,
    onSuccess: (_answer, input) => {
      toast({
        variant: 'success',
        title: 'Código de Verificación Enviado',
        description: 'Revisa tu correo para el código de verificación.',
      });
      onSent(input.email);
    },
    onError: (error) => toastError('Error', error, 'Error al enviar el código de verificación'),
  });
}
