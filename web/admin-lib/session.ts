import { navigate } from 'wouter/use-browser-location';
import { ADMIN_TOKEN_KEY } from '@/lib/api-client';

/**
 * Where the panel learns its prefix and whether staff are signed in: the browser's address and
 * localStorage, or, when the server renders a page (web/admin/entry-server.tsx), the navigation's
 * own (its path and the panel's page cookie; docs/decisions/server-rendering.md#the-admin-panel).
 */
export interface AdminSessionSource {
  /** The panel's secret prefix as a router base, e.g. '/admin-1a2b…'. */
  base(): string;
  signedIn(): boolean;
}

let source: AdminSessionSource = {
  // The admin app is served under /{prefix}/; it reads the prefix from its own URL so that the
  // prefix is never written into a file.
  base: () => `/${window.location.pathname.split('/')[1] ?? ''}`,
  signedIn: () => localStorage.getItem(ADMIN_TOKEN_KEY) !== null,
};

export function setAdminSessionSource(replacement: AdminSessionSource) {
  source = replacement;
}

export const adminBase = () => source.base();
export const hasAdminToken = () => source.signedIn();
export const saveAdminToken = (token: string) => localStorage.setItem(ADMIN_TOKEN_KEY, token);

/** Forgets the token and shows the admin login. */
export function endAdminSession() {
  localStorage.removeItem(ADMIN_TOKEN_KEY);
  navigate(`${adminBase()}/login`, { replace: true });
}
