import { useMutation, useQueryClient } from '@tanstack/react-query';
import { adminUsersApi } from '@schemas/endpoint-paths';
import { adminCall } from '@/lib/api-call';
import { toastError } from '@/lib/api-client';
import { toast } from '@/lib/toast';
import { userChanged } from './user-changed';

export const unverifyUser = (userId: string) =>
  adminCall(adminUsersApi.unverify, { params: { userId } });

/** 'Remover Verificación'. */
export function useUnverifyUser() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: unverifyUser,
    onSuccess: (user) => {
      userChanged(queryClient, user);
      toast({
        title: 'Verificación Removida',
        description: `${user.fullName || user.email} ya no está verificado.`,
      });
    },
    onError: (error) => toastError('Error al Remover Verificación', error),
  });
}
