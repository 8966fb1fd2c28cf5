import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { AdminRole } from '@schemas/admin-roles';
import type { StaffMember } from '@schemas/staff';
import { adminRequest, toastError } from '@/lib/api-client';
import { toast } from '@/lib/toast';
import { staffQuery } from './staff';

export const changeStaffRole = ({ id, role }: { id: string; role: AdminRole }) =>
  adminRequest<StaffMember>(`/api/admin/staff/${id}/role`, { method: 'PUT', body: { role } });

export function useChangeStaffRole() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: changeStaffRole,
    onSuccess: (member) =>
      toast({ variant: 'success', title: 'Rol cambiado', description: member.username }),
    onError: (error) => toastError('No se pudo cambiar el rol', error),
    onSettled: () => queryClient.invalidateQueries(staffQuery),
  });
}
