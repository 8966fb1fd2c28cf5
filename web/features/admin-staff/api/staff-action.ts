import { useMutation, useQueryClient } from '@tanstack/react-query';
import { staffApi } from '@schemas/endpoint-paths';
import { adminCall } from '@/lib/api-call';
import { toastError } from '@/lib/api-client';
import { toast } from '@/lib/toast';
import { staffQuery } from './staff';

/** POST /api/admin/staff/:staffId/<action>, each answering the member as it is now. */
export const STAFF_ACTIONS = {
  disable: {
    endpoint: staffApi.disable,
    done: 'Cuenta desactivada',
    failed: 'No se pudo desactivar',
  },
  enable: { endpoint: staffApi.enable, done: 'Cuenta reactivada', failed: 'No se pudo reactivar' },
  'reset-two-factor': {
    endpoint: staffApi.resetTwoFactor,
    done: 'Verificación restablecida',
    failed: 'No se pudo restablecer la verificación',
  },
  'end-sessions': {
    endpoint: staffApi.endSessions,
    done: 'Sesiones cerradas',
    failed: 'No se pudieron cerrar las sesiones',
  },
} as const;
export type StaffAction = keyof typeof STAFF_ACTIONS;

export const runStaffAction = ({ id, action }: { id: string; action: StaffAction }) =>
  adminCall(STAFF_ACTIONS[action].endpoint, { params: { staffId: id } });

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
