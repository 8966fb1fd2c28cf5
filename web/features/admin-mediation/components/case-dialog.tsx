import type { ReactNode } from 'react';
import type { MediationCase } from '@schemas/mediation';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogHeader,
  DialogTitle,
} from '@/components/ui/dialog';
import { useReturnFocus } from '@/lib/use-return-focus';

interface CaseDialogProps {
  /** The case it is about; open while there is one. */
  item: MediationCase | null;
  onClose: () => void;
  title: string;
  description: ReactNode;
  className?: string;
  /** What the dialog holds, for the open case. */
  children: (item: MediationCase) => ReactNode;
}

/** A dialog about one case of the board: a title, a line under it, and what it holds. */
export function CaseDialog({
  item,
  onClose,
  title,
  description,
  className,
  children,
}: CaseDialogProps) {
  // Focus goes back to the case card that opened it (opened by state, not a trigger).
  const onCloseAutoFocus = useReturnFocus(item !== null);
  return (
    <Dialog open={item !== null} onOpenChange={(open) => !open && onClose()}>
      <DialogContent className={className} onCloseAutoFocus={onCloseAutoFocus}>
        {item && (
          <>
            <DialogHeader>
              <DialogTitle>{title}</DialogTitle>
              <DialogDescription>{description}</DialogDescription>
            </DialogHeader>
            {children(item)}
          </>
        )}
      </DialogContent>
    </Dialog>
  );
}
