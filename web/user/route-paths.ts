/**
 * Every path of the user app, in one place: `path` is the wouter pattern routes.tsx registers,
 * `getHref(...)` builds a link to it (features and shared code link through these, never with
 * a hand-written path). The service worker answers navigations to these patterns offline with
 * the app shell (and leaves every other path, such as the admin app's, to the network).
 */
const fixed = <P extends string>(path: P) => ({ path, getHref: () => path });

const withAddress = (path: string, address: string | undefined) =>
  address ? `${path}?address=${encodeURIComponent(address)}` : path;

export const paths = {
  home: fixed('/'),
  wallet: fixed('/wallet'),
  auth: fixed('/auth'),
  passwordRecovery: fixed('/password-recovery'),
  profile: fixed('/profile'),
  /** 'Mi proceso de mediación': the creditor's own case. */
  mediation: fixed('/mediacion'),
  /** Public: whether a signed document is authentic (docs/product/signed-agreement.md#public-verification). */
  verify: { path: '/verificar/:code', getHref: (code: string) => `/verificar/${code}` },
  qr: { path: '/qr/:address', getHref: (address: string) => `/qr/${address}` },
  receive: fixed('/receive'),
  withdraw: fixed('/withdraw'),
  /** With the address already typed when coming back from the confirmation. */
  withdrawDestination: {
    path: '/withdraw/:walletId',
    getHref: (walletId: string, address?: string) => withAddress(`/withdraw/${walletId}`, address),
  },
  withdrawConfirm: {
    path: '/withdraw-confirm/:walletId',
    getHref: (walletId: string, address: string) =>
      withAddress(`/withdraw-confirm/${walletId}`, address),
  },
  withdrawSuccess: {
    path: '/withdraw-success',
    /**
     * `orderId`: the order just made (the screen shows it, and says so when there is none);
     * `mailDelayed`: the confirmation e-mail is only queued for retry (the screen says so).
     */
    getHref: (orderId: string, mailDelayed = false) =>
      `/withdraw-success?orden=${encodeURIComponent(orderId)}${mailDelayed ? '&correo=pendiente' : ''}`,
    /** The link's order and mail state (`search` from wouter's useSearch()). */
    readSearch: (search: string) => {
      const params = new URLSearchParams(search);
      return { orderId: params.get('orden'), mailDelayed: params.get('correo') === 'pendiente' };
    },
  },
} as const;

export type UserPath = (typeof paths)[keyof typeof paths]['path'];

export const USER_PATHS: UserPath[] = Object.values(paths).map((route) => route.path);

/** A regular expression matching a route's paths (`:param` is one path segment). */
export const pathPattern = (path: UserPath) =>
  new RegExp(`^${path.replace(/:[A-Za-z]+/g, '[^/]+')}/?$`);

/** Regular expressions matching the paths above (for the service worker's navigation allowlist). */
export const userPathPatterns = () => USER_PATHS.map(pathPattern);
