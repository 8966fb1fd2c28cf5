import { useMutation, useQueryClient } from '@tanstack/react-query';
import { adminAccountApi } from '@schemas/endpoint-paths';
import { adminCall } from '@/lib/api-call';
import { toastError } from '@/lib/api-client';
import { toast } from '@/lib/toast';
import { accountSessionsQuery } from './account-sessions';

export const endOtherSessions = () => adminCall(adminAccountApi.endOtherSessions);

/** Ends every session of the staff member but this one. */
export function useEndOtherSessions() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: endOtherSessions,
    onSuccess: ({ ended }) =>
      toast({
        variant: 'success',
        title: 'Sesiones cerradas',
        description: ended === 1 ? 'Se cerró 1 sesión.' : `Se cerraron ${ended} sesiones.`,
      }),
    onError: (error) => toastError('No se pudieron cerrar las sesiones', error),
    onSettled: () => queryClient.invalidateQueries(accountSessionsQuery),
  });
}
