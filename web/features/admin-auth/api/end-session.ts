import { useMutation, useQueryClient } from '@tanstack/react-query';
import { adminAccountApi } from '@schemas/endpoint-paths';
import { adminCall } from '@/lib/api-call';
import { toastError } from '@/lib/api-client';
import { toast } from '@/lib/toast';
import { accountSessionsQuery } from './account-sessions';

export const endSession = (sessionId: string) =>
  adminCall(adminAccountApi.endSession, { params: { sessionId } });

/** Ends one of the staff member's other sessions. */
export function useEndSession() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: endSession,
    onSuccess: () => toast({ variant: 'success', title: 'Sesión cerrada' }),
    onError: (error) => toastError('No se pudo cerrar la sesión', error),
    onSettled: () => queryClient.invalidateQueries(accountSessionsQuery),
  });
}
