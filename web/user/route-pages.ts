import type { paths } from './route-paths';

interface RoutePage {
  /** The screen's module, web/user/pages/{page}.tsx (its own chunk). */
  page: string;
  /** Only for signed-in users (others are sent to /auth). */
  signedIn: boolean;
  /**
   * The GET calls the screen starts with, besides /api/user: the server preloads them from the
   * HTML with the screen's chunk, so they run while the app's code downloads.
   */
  reads: readonly string[];
}

const CONFIG = '/api/app-config';
const signedIn = (page: string, ...reads: string[]): RoutePage => ({
  page,
  signedIn: true,
  reads: [CONFIG, ...reads],
});

/** What each route of route-paths.ts shows, in the order the router tries them. */
export const routePages: Record<keyof typeof paths, RoutePage> = {
  auth: { page: 'auth-page', signedIn: false, reads: [CONFIG] },
  passwordRecovery: { page: 'password-recovery-page', signedIn: false, reads: [CONFIG] },
  verify: { page: 'verify-page', signedIn: false, reads: [CONFIG] },
  home: signedIn('dashboard-page', '/api/wallets', '/api/profile', '/api/mediation'),
  wallet: signedIn('dashboard-page', '/api/wallets', '/api/profile', '/api/mediation'),
  qr: signedIn('qr-page', '/api/wallets'),
  receive: signedIn('receive-page', '/api/wallets'),
  profile: signedIn('profile-page', '/api/profile'),
  mediation: signedIn(
    'mediation-page',
    '/api/mediation',
    '/api/wallets',
    '/api/mediation/agreement',
  ),
  withdraw: signedIn('withdraw-page', '/api/wallets', '/api/withdrawals', '/api/profile'),
  withdrawDestination: signedIn(
    'withdraw-destination-page',
    '/api/wallets',
    '/api/withdrawals',
    '/api/profile',
  ),
  withdrawConfirm: signedIn(
    'withdraw-confirm-page',
    '/api/wallets',
    '/api/withdrawals',
    '/api/profile',
  ),
  withdrawSuccess: signedIn('withdraw-success-page'),
};
