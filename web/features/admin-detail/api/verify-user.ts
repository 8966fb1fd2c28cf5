import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { AdminUser } from '@schemas/admin-detail';
import { adminRequest, toastError } from '@/lib/api-client';
import { toast } from '@/lib/toast';
import { userChanged } from './user-changed';

export const verifyUser = (userId: string) =>
  adminRequest<AdminUser>(`/api/admin/verify-user/${userId}`, { method: 'POST' });

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
