import { useMutation } from '@tanstack/react-query';
import { adminRequest } from '@/lib/api-client';
import { endAdminSession } from '@/admin-lib/session';

export const adminLogout = () => adminRequest<void>('/api/admin/logout', { method: 'POST' });

/** Ends the token on the server; the local token goes either way (a logout clears it). */
export function useAdminLogout() {
  return useMutation({ mutationFn: adminLogout, onSettled: endAdminSession });
}
