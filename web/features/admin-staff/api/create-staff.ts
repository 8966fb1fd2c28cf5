import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { CreateStaffInput } from '@schemas/staff';
import { staffApi } from '@schemas/endpoint-paths';
import { adminCall } from '@/lib/api-call';
import { toastError } from '@/lib/api-client';
import { staffQuery } from './staff';

export const createStaff = (input: CreateStaffInput) => adminCall(staffApi.create, { body: input });

/** A new member; the answer carries the one-time password to hand over. */
export function useCreateStaff() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createStaff,
    onSuccess: () => queryClient.invalidateQueries(staffQuery),
    onError: (error) => toastError('No se pudo crear', error),
  });
}
