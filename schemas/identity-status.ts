import { isProfileComplete } from './profile-complete';

/**
 * Where a creditor stands before money moves (docs/product/withdrawals.md#identity-before-money):
 * 'incomplete' while the profile lacks a full name, a phone or either ID photo; then
 * 'unverified' until staff verify the identity; 'verified' after. Zod-free: the admin entry
 * shows it.
 */
export const IDENTITY_STATUSES = ['verified', 'unverified', 'incomplete'] as const;
export type IdentityStatus = (typeof IDENTITY_STATUSES)[number];

export const IDENTITY_STATUS_LABELS: Record<IdentityStatus, string> = {
  verified: 'Identidad verificada',
  unverified: 'Identidad sin verificar',
  incomplete: 'Perfil incompleto',
};

export interface IdentityFacts {
  fullName: string | null;
  cellphone: string | null;
  idPhotoFront: string | null;
  idPhotoBack: string | null;
  /** 1 once staff verified the identity (users.verified). */
  verified: number | null;
}

export function identityStatus(user: IdentityFacts): IdentityStatus {
  if (!isProfileComplete(user)) return 'incomplete';
  return user.verified === 1 ? 'verified' : 'unverified';
}
