import { useMutation, useQueryClient } from '@tanstack/react-query';
import { accountApi } from '@schemas/endpoint-paths';
import { apiCall } from '@/lib/api-call';
import { toastError } from '@/lib/api-client';
import { toast } from '@/lib/toast';
import { accountActivityQuery } from './account-activity';

export const endOtherSessions = () => apiCall(accountApi.endOtherSessions);

/** POST /api/account/sessions/end-others: every session but this one ends. */
export function useEndOtherSessions() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: endOtherSessions,
    onSuccess: ({ ended }) => {
      toast({
        variant: 'success',
        title: 'Sesiones cerradas',
        description:
          ended === 0
            ? 'No había otras sesiones abiertas.'
            : ended === 1
              ? 'Cerramos 1 sesión en otro dispositivo.'
              : `Cerramos ${ended} sesiones en otros dispositivos.`,
      });
      return queryClient.invalidateQueries(accountActivityQuery);
    },
    onError: (error) => toastError('No se pudieron cerrar las sesiones', error),
  });
}
