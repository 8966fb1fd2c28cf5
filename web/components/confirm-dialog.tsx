import type { FormEvent, ReactNode } from 'react';
import { Button, type ButtonProps } from '@/components/ui/button';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '@/components/ui/dialog';
import { useReturnFocus } from '@/lib/use-return-focus';

interface ConfirmDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title: string;
  description: ReactNode;
  /** Fields the action needs (a reason, a hash); the dialog is a form around them. */
  children?: ReactNode;
  confirmLabel: string;
  /** The button that closes without acting (default 'Cancelar'). */
  dismissLabel?: string;
  /** Shown on the button while the action runs, e.g. 'Aprobando...'. */
  pendingLabel: string;
  pending: boolean;
  /** The action cannot run yet (what it needs is still loading, or missing). */
  confirmDisabled?: boolean;
  variant?: ButtonProps['variant'];
  onConfirm: () => void;
}

/**
 * A deliberate step before an action that changes something for someone: what will happen, the
 * fields it needs, 'Cancelar' and the action. Closing gives focus back to what opened it.
 */
export function ConfirmDialog({
  open,
  onOpenChange,
  title,
  description,
  children,
  confirmLabel,
  dismissLabel = 'Cancelar',
  pendingLabel,
  pending,
  confirmDisabled = false,
  variant = 'default',
  onConfirm,
}: ConfirmDialogProps) {
  const onCloseAutoFocus = useReturnFocus(open);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!confirmDisabled) onConfirm();
  };
  return (
    <Dialog open={open} onOpenChange={(next) => !pending && onOpenChange(next)}>
      <DialogContent onCloseAutoFocus={onCloseAutoFocus}>
        <form onSubmit={submit} className="grid grid-cols-1 gap-4" noValidate>
          <DialogHeader>
            <DialogTitle>{title}</DialogTitle>
            <DialogDescription asChild>
              <div className="grid grid-cols-1 gap-2">{description}</div>
            </DialogDescription>
          </DialogHeader>
          {children}
          <DialogFooter>
            <Button
              type="button"
              variant="outline"
              onClick={() => onOpenChange(false)}
              disabled={pending}
            >
              {dismissLabel}
            </Button>
            <Button
              type="submit"
              variant={variant}
              disabled={confirmDisabled}
              pending={pending}
              pendingLabel={pendingLabel}
            >
              {confirmLabel}
            </Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}
