import { useMutation } from '@tanstack/react-query';
import { adminSignInApi } from '@schemas/endpoint-paths';
import { adminCall } from '@/lib/api-call';
import { endAdminSession } from '@/admin-lib/session';

export const adminLogout = () => adminCall(adminSignInApi.logout);

/** Ends the token on the server; the local token goes either way (a logout clears it). */
export function useAdminLogout() {
  return useMutation({ mutationFn: adminLogout, onSettled: endAdminSession });
}
