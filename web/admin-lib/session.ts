import { navigate } from 'wouter/use-browser-location';
import { ADMIN_TOKEN_KEY } from '@/lib/api-client';

/**
 * The admin app is served under /{prefix}/; it reads the prefix from its own URL so that the
 * prefix is never written into a file.
 */
export const adminBase = `/${window.location.pathname.split('/')[1] ?? ''}`;

export const hasAdminToken = () => localStorage.getItem(ADMIN_TOKEN_KEY) !== null;
export const saveAdminToken = (token: string) => localStorage.setItem(ADMIN_TOKEN_KEY, token);

/** Forgets the token and shows the admin login. */
export function endAdminSession() {
  localStorage.removeItem(ADMIN_TOKEN_KEY);
  navigate(`${adminBase}/login`, { replace: true });
}
