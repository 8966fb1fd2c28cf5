import { useMutation, useQueryClient } from '@tanstack/react-query';
import { profileApi } from '@schemas/endpoint-paths';
import type { ProfileInput } from '@schemas/profile';
import { apiCall } from '@/lib/api-call';
import { toastError } from '@/lib/api-client';
import { toast } from '@/lib/toast';
import { invalidateProfile } from './profile';

export const updateProfile = (input: ProfileInput) => apiCall(profileApi.update, { body: input });

export function useUpdateProfile() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateProfile,
    onSuccess: async () => {
      toast({ variant: 'success', title: 'Perfil Actualizado' });
      await invalidateProfile(queryClient);
    },
    onError: (error) => toastError('Error', error),
  });
}
