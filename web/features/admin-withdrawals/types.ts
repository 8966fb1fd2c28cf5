/** How the page opens the shared detail dialogs from an order (this feature does not own them). */
export interface OpenDetail {
  onOpenUser: (user: {
    id: string;
    fullName: string | null;
    email: string;
    /** 'photos' to verify the identity (the detail opens on the ID photos). */
    openOn?: 'details' | 'photos';
  }) => void;
  onOpenWallet: (wallet: {
    id: string;
    address: string;
    name: string | null;
    userName: string | null;
    userEmail: string;
  }) => void;
}
