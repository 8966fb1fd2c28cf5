import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { EndedSessions } from '@schemas/admin-detail';
import { adminRequest, toastError } from '@/lib/api-client';
import { toast } from '@/lib/toast';

export const endUserSessions = (userId: string) =>
  adminRequest<EndedSessions>(`/api/admin/users/${userId}/end-sessions`, { method: 'POST' });

/** 'Cerrar sesiones del usuario': signed out on every device. */
export function useEndUserSessions() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: endUserSessions,
    onSuccess: ({ ended }) => {
      void queryClient.invalidateQueries({ queryKey: ['/api/admin/audit'] });
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
