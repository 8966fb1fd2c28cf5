import type { ReactNode } from 'react';
import type { MediationMember } from '@schemas/mediation';
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
  /** The 'Invitación a Mediación' block, composed by the page (SPEC §2, Detalles). */
  renderMediation?: (user: MediationMember) => ReactNode;
}

/**
 * The user detail (SPEC §2: tabs 'Detalles' and 'Fotos de ID'). Every admin screen opens it the
 * same way: the page holds the chosen row and renders this dialog.
 */
export function UserDetailDialog({ user, onClose, renderMediation }: UserDetailDialogProps) {
  return (
    <Dialog open={user !== null} onOpenChange={(open) => !open && onClose()}>
      <DialogContent className="max-w-3xl">
        {user && (
          <>
            <DialogHeader>
              <DialogTitle>{user.fullName || user.email}</DialogTitle>
              <DialogDescription className="break-all">{user.email}</DialogDescription>
            </DialogHeader>
            {renderMediation?.({
              id: user.id,
              email: user.email,
              fullName: user.fullName,
              selectedForMediation: user.selectedForMediation ?? false,
              mediationStatus: user.mediationStatus ?? null,
            })}
          </>
        )}
      </DialogContent>
    </Dialog>
  );
}
