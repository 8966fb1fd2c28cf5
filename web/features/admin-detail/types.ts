import type { MediationStageId } from '@schemas/mediation';

/** What a list row knows about a user: enough to open the user detail at once. */
export interface AdminUserRef {
  id: string;
  fullName: string | null;
  email: string;
}

/** What a list row knows about a wallet: enough to open the wallet detail at once. */
export interface AdminWalletRef {
  id: string;
  address: string;
  name: string | null;
  userName: string | null;
  userEmail: string;
}

/** What the 'Invitación a Mediación' block (built by the mediation feature) is given. */
export interface MediationSlotUser {
  id: string;
  email: string;
  fullName: string | null;
  selectedForMediation: boolean;
  mediationStatus: MediationStageId | null;
}
