import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ChangePasswordInput } from '@schemas/account-password';
import { adminAccountApi } from '@schemas/endpoint-paths';
import { adminCall } from '@/lib/api-call';
import { toastError } from '@/lib/api-client';
import { toast } from '@/lib/toast';
import { accountSessionsQuery } from './account-sessions';

export const changeStaffPassword = (input: ChangePasswordInput) =>
  adminCall(adminAccountApi.changePassword, { body: input });

/** PUT /api/admin/account/password; the sessions list refreshes (the others ended). */
export function useChangeStaffPassword() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: changeStaffPassword,
    onSuccess: ({ message }) => {
      toast({ variant: 'success', title: 'Contraseña cambiada', description: message });
      void queryClient.invalidateQueries(accountSessionsQuery);
    },
    onError: (error) => toastError('No se pudo cambiar la contraseña', error),
  });
}
