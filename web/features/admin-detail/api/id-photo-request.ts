import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { IdPhotoRequestInput } from '@schemas/admin-detail';
import { adminUsersApi } from '@schemas/endpoint-paths';
import { adminCall } from '@/lib/api-call';
import { toastError } from '@/lib/api-client';
import { toast } from '@/lib/toast';
import { userChanged } from './user-changed';

export const requestIdPhoto = ({ userId, ...input }: IdPhotoRequestInput & { userId: string }) =>
  adminCall(adminUsersApi.idPhotoRequest, { params: { userId }, body: input });

/** 'Solicitar nueva foto': that side goes, the user is e-mailed the reason. */
export function useRequestIdPhoto() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: requestIdPhoto,
    onSuccess: (user, { side }) => {
      userChanged(queryClient, user);
      toast({
        variant: 'success',
        title: 'Foto Solicitada',
        description: `Se pidió a ${user.fullName || user.email} una nueva foto ${side === 'front' ? 'frontal' : 'trasera'} por correo.`,
      });
    },
    onError: (error) => toastError('Error al Solicitar Foto', error),
  });
}
