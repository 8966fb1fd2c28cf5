import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogHeader,
  DialogTitle,
} from '@/components/ui/dialog';
import type { AdminUserRef } from '../types';

interface UserDetailDialogProps {
  /** The user to show; null keeps the dialog closed. */
  user: AdminUserRef | null;
  onClose: () => void;
}

/**
 * The user detail (SPEC §2: tabs 'Detalles' and 'Fotos de ID'). Every admin screen opens it the
 * same way: the page holds the chosen row and renders this dialog.
 */
export function UserDetailDialog({ user, onClose }: UserDetailDialogProps) {
  return (
    <Dialog open={user !== null} onOpenChange={(open) => !open && onClose()}>
      <DialogContent className="max-w-3xl">
        {user && (
          <DialogHeader>
            <DialogTitle>{user.fullName || user.email}</DialogTitle>
            <DialogDescription className="break-all">{user.email}</DialogDescription>
          </DialogHeader>
        )}
      </DialogContent>
    </Dialog>
  );
}
