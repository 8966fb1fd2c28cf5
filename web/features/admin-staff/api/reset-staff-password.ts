import { useMutation, useQueryClient } from '@tanstack/react-query';
import { staffApi } from '@schemas/endpoint-paths';
import { adminCall } from '@/lib/api-call';
import { toastError } from '@/lib/api-client';
import { staffQuery } from './staff';

export const resetStaffPassword = (id: string) =>
  adminCall(staffApi.resetPassword, { params: { staffId: id } });

/** A new one-time password for a member (their sessions end). */
export function useResetStaffPassword() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: resetStaffPassword,
    onError: (error) => toastError('No se pudo generar la contraseña', error),
    onSettled: () => queryClient.invalidateQueries(staffQuery),
  });
}
