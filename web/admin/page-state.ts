import type { DehydratedState } from '@tanstack/react-query';

/**
 * What a page the server rendered tells the panel's code (in the page's server-state script):
 * whether it was rendered for signed-in staff, and the answers it was rendered from.
 */
export interface AdminPageState {
  signedIn: boolean;
  cache: DehydratedState;
}
