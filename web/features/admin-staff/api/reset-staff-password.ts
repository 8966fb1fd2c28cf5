import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { StaffWithPassword } from '@schemas/staff';
import { adminRequest, toastError } from '@/lib/api-client';
import { staffQuery } from './staff';

export const resetStaffPassword = (id: string) =>
  adminRequest<StaffWithPassword>(`/api/admin/staff/${id}/reset-password`, { method: 'POST' });

/** A new one-time password for a member (their sessions end). */
export function useResetStaffPassword() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: resetStaffPassword,
    onError: (error) => toastError('No se pudo generar la contraseña', error),
    onSettled: () => queryClient.invalidateQueries(staffQuery),
  });
}
