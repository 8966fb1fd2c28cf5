import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { AdminRole } from '@schemas/admin-roles';
import { staffApi } from '@schemas/endpoint-paths';
import { adminCall } from '@/lib/api-call';
import { toastError } from '@/lib/api-client';
import { toast } from '@/lib/toast';
import { staffQuery } from './staff';

export const changeStaffRole = ({ id, role }: { id: string; role: AdminRole }) =>
  adminCall(staffApi.changeRole, { params: { staffId: id }, body: { role } });

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
