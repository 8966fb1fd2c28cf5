import { useMutation, useQueryClient } from '@tanstack/react-query';
import { adminUsersApi } from '@schemas/endpoint-paths';
import { adminCall } from '@/lib/api-call';
import { toastError } from '@/lib/api-client';
import { toast } from '@/lib/toast';
import { userChanged } from './user-changed';

export const verifyUser = (userId: string) =>
  adminCall(adminUsersApi.verify, { params: { userId } });

/** 'Verificar Identidad' (both ID photos required; the server says what is missing). */
export function useVerifyUser() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: verifyUser,
    onSuccess: (user) => {
      userChanged(queryClient, user);
      toast({
        variant: 'success',
        title: 'Usuario Verificado',
        description: `La identidad de ${user.fullName || user.email} quedó verificada.`,
      });
    },
    onError: (error) => toastError('Error al Verificar', error),
  });
}
