import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { CreateStaffInput, StaffWithPassword } from '@schemas/staff';
import { adminRequest, toastError } from '@/lib/api-client';
import { staffQuery } from './staff';

export const createStaff = (input: CreateStaffInput) =>
  adminRequest<StaffWithPassword>('/api/admin/staff', { method: 'POST', body: input });

/** A new member; the answer carries the one-time password to hand over. */
export function useCreateStaff() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createStaff,
    onSuccess: () => queryClient.invalidateQueries(staffQuery),
    onError: (error) => toastError('No se pudo crear', error),
  });
}
