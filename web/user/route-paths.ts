/**
 * Every path of the user app (wouter patterns). routes.tsx registers them; the service worker
 * answers navigations to them offline with the app shell (and leaves every other path, such as
 * the admin app's, to the network).
 */
export const USER_PATHS = [
  '/',
  '/wallet',
  '/auth',
  '/password-recovery',
  '/profile',
  '/qr/:address',
  '/receive',
  '/withdraw',
  '/withdraw/:walletId',
  '/withdraw-confirm/:walletId',
  '/withdraw-success',
] as const;

export type UserPath = (typeof USER_PATHS)[number];

/** Regular expressions matching the paths above (for the service worker's navigation allowlist). */
export const userPathPatterns = () =>
  USER_PATHS.map((p) => new RegExp(`^${p.replace(/:[A-Za-z]+/g, '[^/]+')}/?$`));
