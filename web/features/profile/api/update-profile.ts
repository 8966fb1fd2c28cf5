import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Profile, ProfileInput } from '@schemas/profile';
import { apiRequest, toastError } from '@/lib/api-client';
import { toast } from '@/lib/toast';
import { invalidateProfile } from './profile';

export const updateProfile = (input: ProfileInput) =>
  apiRequest<Profile>('/api/profile', { method: 'PUT', body: input });

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
