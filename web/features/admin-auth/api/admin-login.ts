import { useMutation } from '@tanstack/react-query';
import type { AdminLoginInput } from '@schemas/admin';
import { apiRequest } from '@/lib/api-client';

export const adminLogin = (input: AdminLoginInput) =>
  apiRequest<{ token: string }>('/api/admin/login', { method: 'POST', body: input });

export function useAdminLogin() {
  return useMutation({ mutationFn: adminLogin });
}
