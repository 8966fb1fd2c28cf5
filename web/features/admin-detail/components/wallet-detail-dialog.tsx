import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogHeader,
  DialogTitle,
} from '@/components/ui/dialog';
import type { AdminWalletRef } from '../types';

interface WalletDetailDialogProps {
  /** The wallet to show; null keeps the dialog closed. */
  wallet: AdminWalletRef | null;
  onClose: () => void;
}

/** The wallet detail (SPEC §2): balances, withdrawals and on-chain transactions. */
export function WalletDetailDialog({ wallet, onClose }: WalletDetailDialogProps) {
  return (
    <Dialog open={wallet !== null} onOpenChange={(open) => !open && onClose()}>
      <DialogContent className="max-w-3xl">
        {wallet && (
          <DialogHeader>
            <DialogTitle>{wallet.name || 'Sin nombre'}</DialogTitle>
            <DialogDescription className="font-mono break-all">{wallet.address}</DialogDescription>
          </DialogHeader>
        )}
      </DialogContent>
    </Dialog>
  );
}
