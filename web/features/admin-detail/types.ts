import type { MediationStageId } from '@schemas/mediation';

/** What a list row knows about a user: enough to open the user detail at once. */
export interface AdminUserRef {
  id: string;
  fullName: string | null;
  email: string;
  /** Known to openers that show it (the mediation board); false/null when not given. */
  selectedForMediation?: boolean;
  mediationStatus?: MediationStageId | null;
  /** Open on the ID photos (to verify the identity), for staff who may see them. */
  openOn?: 'details' | 'photos';
}

/** What a list row knows about a wallet: enough to open the wallet detail at once. */
export interface AdminWalletRef {
  id: string;
  address: string;
  name: string | null;
  userName: string | null;
  userEmail: string;
}
