import { useMutation } from '@tanstack/react-query';
import type { ChangePasswordInput } from '@schemas/account-password';
import { accountApi } from '@schemas/endpoint-paths';
import { apiCall } from '@/lib/api-call';
import { toastError } from '@/lib/api-client';
import { toast } from '@/lib/toast';

export const changePassword = (input: ChangePasswordInput) =>
  apiCall(accountApi.changePassword, { body: input });

export function useChangePassword() {
  return useMutation({
    mutationFn: changePassword,
    onSuccess: ({ message }) =>
      toast({ variant: 'success', title: 'Contraseña cambiada', description: message }),
    onError: (error) => toastError('No se pudo cambiar la contraseña', error),
  });
}
