import type { adminPaths } from '@/admin-lib/route-paths';

interface AdminRoutePage {
  /** The screen's module, web/admin/pages/{page}.tsx (its own chunk). */
  page: string;
  /** Only for signed-in staff (others are sent to the login). */
  signedIn: boolean;
}

/** What each path of route-paths.ts shows: the router and the server's route table read it. */
export const adminRoutePages: Record<keyof typeof adminPaths, AdminRoutePage> = {
  login: { page: 'login-page', signedIn: false },
  dashboard: { page: 'dashboard-page', signedIn: true },
  mediation: { page: 'mediation-page', signedIn: true },
  withdrawals: { page: 'withdrawals-page', signedIn: true },
  tasks: { page: 'tasks-page', signedIn: true },
  activity: { page: 'activity-page', signedIn: true },
  staff: { page: 'staff-page', signedIn: true },
  account: { page: 'account-page', signedIn: true },
};

/** The paths of one screen, inside the panel's prefix. */
export const adminPathPattern = (path: string) => new RegExp(`^${path}/?$`);
