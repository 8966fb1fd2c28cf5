import type { ReactNode } from 'react';
import { Redirect } from 'wouter';
import { hasAdminToken } from '@/admin-lib/session';

/** Without a token the admin pages send the visitor to the admin login (SPEC §6). */
export function RequireAdmin({ children }: { children: ReactNode }) {
  return hasAdminToken() ? children : <Redirect to="/login" replace />;
}
