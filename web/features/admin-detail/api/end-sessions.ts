import { useMutation, useQueryClient } from '@tanstack/react-query';
import { adminUsersApi, auditApi } from '@schemas/endpoint-paths';
import { adminCall, queryKeyOf } from '@/lib/api-call';
import { toastError } from '@/lib/api-client';
import { toast } from '@/lib/toast';

export const endUserSessions = (userId: string) =>
  adminCall(adminUsersApi.endSessions, { params: { userId } });

/** 'Cerrar sesiones del usuario': signed out on every device. */
export function useEndUserSessions() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: endUserSessions,
    onSuccess: ({ ended }) => {
      void queryClient.invalidateQueries({ queryKey: queryKeyOf(auditApi.list) });
      toast({
        variant: 'success',
        title: 'Sesiones Cerradas',
        description:
          ended === 0
            ? 'El usuario no tenía sesiones abiertas.'
            : `Se ${ended === 1 ? 'cerró 1 sesión' : `cerraron ${ended} sesiones`}.`,
      });
    },
    onError: (error) => toastError('Error al Cerrar Sesiones', error),
  });
}
