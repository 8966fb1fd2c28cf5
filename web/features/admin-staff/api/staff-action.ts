import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { StaffMember } from '@schemas/staff';
import { adminRequest, toastError } from '@/lib/api-client';
import { toast } from '@/lib/toast';
import { staffQuery } from './staff';

/** POST /api/admin/staff/:id/<action>, each answering the member as it is now. */
export const STAFF_ACTIONS = {
  disable: { done: 'Cuenta desactivada', failed: 'No se pudo desactivar' },
  enable: { done: 'Cuenta reactivada', failed: 'No se pudo reactivar' },
  'reset-two-factor': {
    done: 'Verificación restablecida',
    failed: 'No se pudo restablecer la verificación',
  },
  'end-sessions': { done: 'Sesiones cerradas', failed: 'No se pudieron cerrar las sesiones' },
} as const;
export type StaffAction = keyof typeof STAFF_ACTIONS;

export const runStaffAction = ({ id, action }: { id: string; action: StaffAction }) =>
  adminRequest<StaffMember>(`/api/admin/staff/${id}/${action}`, { method: 'POST' });

export function useStaffAction() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: runStaffAction,
    onSuccess: (member, { action }) =>
      toast({
        variant: 'success',
        title: STAFF_ACTIONS[action].done,
        description: member.username,
      }),
    onError: (error, { action }) => toastError(STAFF_ACTIONS[action].failed, error),
    onSettled: () => queryClient.invalidateQueries(staffQuery),
  });
}
