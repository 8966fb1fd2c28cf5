import { useMutation } from '@tanstack/react-query';
import type { ChangePasswordAnswer, ChangePasswordInput } from '@schemas/account-password';
import { apiRequest, toastError } from '@/lib/api-client';
import { toast } from '@/lib/toast';

export const changePassword = (input: ChangePasswordInput) =>
  apiRequest<ChangePasswordAnswer>('/api/account/password', { method: 'PUT', body: input });

export function useChangePassword() {
  return useMutation({
    mutationFn: changePassword,
    onSuccess: ({ message }) =>
      toast({ variant: 'success', title: 'Contraseña cambiada', description: message }),
    onError: (error) => toastError('No se pudo cambiar la contraseña', error),
  });
}
