import { useMutation, useQueryClient } from '@tanstack/react-query';
import { adminRequest, toastError } from '@/lib/api-client';
import { toast } from '@/lib/toast';
import { accountSessionsQuery } from './account-sessions';

export const endSession = (sessionId: string) =>
  adminRequest<void>(`/api/admin/account/sessions/${sessionId}`, { method: 'DELETE' });

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
