import { useMutation } from '@tanstack/react-query';
import { recoveryApi } from '@schemas/endpoint-paths';
import type { VerifyCodeInput } from '@schemas/recovery';
import { apiCall } from '@/lib/api-call';
import { toastError } from '@/lib/api-client';
import { toast } from '@/lib/toast';

export const verifyCode = (input: VerifyCodeInput) =>
  apiCall(recoveryApi.verifyCode, { body: input });

/** POST /api/password-recovery/verify-code, with the toasts of docs/product/sign-in-and-sessions.md#password-recovery. */
export function useVerifyCode(onVerified: () => void) {
  return useMutation({
    mutationFn: verifyCode,
    onSuccess: (answer) => {
      // The server says whether the mail already left or waits for the mail service.
      toast({ variant: 'success', title: 'Restablecimiento Exitoso', description: answer.message });
      onVerified();
    },
    onError: (error) =>
      toastError('Verificación Fallida', error, 'Código de verificación inválido'),
  });
}
