import { useMutation } from '@tanstack/react-query';
import type { RecoveryAnswer, VerifyCodeInput } from '@schemas/recovery';
import { apiRequest, toastError } from '@/lib/api-client';
import { toast } from '@/lib/toast';

export const verifyCode = (input: VerifyCodeInput) =>
  apiRequest<RecoveryAnswer>('/api/password-recovery/verify-code', {
    method: 'POST',
    body: input,
  });

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
