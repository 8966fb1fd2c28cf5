import {
  type EndpointPath,
  healthApi,
  mediationApi,
  profileApi,
  walletsApi,
  withdrawalsApi,
} from '@schemas/endpoint-paths';
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

/** A screen's first reads: GET endpoints of the contract, preloaded at their path as it is. */
type Read = EndpointPath<'GET'>;
const CONFIG = healthApi.appConfig.path;
const wallets = walletsApi.list;
const profile = profileApi.get;
const mediation = mediationApi.case;
const withdrawals = withdrawalsApi.list;
const signedIn = (page: string, ...reads: Read[]): RoutePage => ({
  page,
  signedIn: true,
  reads: [CONFIG, ...reads.map((read) => read.path)],
});

/** What each route of route-paths.ts shows, in the order the router tries them. */
export const routePages: Record<keyof typeof paths, RoutePage> = {
  auth: { page: 'auth-page', signedIn: false, reads: [CONFIG] },
  passwordRecovery: { page: 'password-recovery-page', signedIn: false, reads: [CONFIG] },
  verify: { page: 'verify-page', signedIn: false, reads: [CONFIG] },
  home: signedIn('dashboard-page', wallets, profile, mediation),
  wallet: signedIn('dashboard-page', wallets, profile, mediation),
  qr: signedIn('qr-page', wallets),
  receive: signedIn('receive-page', wallets),
  profile: signedIn('profile-page', profile),
  mediation: signedIn('mediation-page', mediation, wallets, mediationApi.agreement),
  withdraw: signedIn('withdraw-page', wallets, withdrawals, profile),
  withdrawDestination: signedIn('withdraw-destination-page', wallets, withdrawals, profile),
  withdrawConfirm: signedIn('withdraw-confirm-page', wallets, withdrawals, profile),
  withdrawSuccess: signedIn('withdraw-success-page'),
};
