import { useMutation } from '@tanstack/react-query';
import type { RecoveryAnswer, VerifyCodeInput } from '@schemas/recovery';
import { apiRequest, toastError } from '@/lib/api-client';
import { toast } from '@/lib/toast';

export const verifyCode = (input: VerifyCodeInput) =>
  apiRequest<RecoveryAnswer>('/api/password-recovery/verify-code', {
    method: 'POST',
    body: input,
  });

/** POST /api/password-recovery/verify-code, with SPEC §8's toasts. */
export function useVerifyCode(onVerified: () => void) {
  return useMutation({
    mutationFn: verifyCode,
    onSuccess: () => {
      toast({
        variant: 'success',
        title: 'Restablecimiento Exitoso',
        description: 'Tu nueva contraseña ha sido enviada a tu correo.',
      });
      onVerified();
    },
    onError: (error) =>
      toastError('Verificación Fallida', error, 'Código de verificación inválido'),
  });
}
