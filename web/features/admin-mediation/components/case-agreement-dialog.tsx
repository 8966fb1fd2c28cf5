import type { MediationCase } from '@schemas/mediation';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogHeader,
  DialogTitle,
} from '@/components/ui/dialog';
import { AgreementPanel } from './agreement-panel';
import { useReturnFocus } from '@/lib/use-return-focus';

/** The case card's 'Acuerdo': terms, issuing, the agreement's states and the settlement. */
export function CaseAgreementDialog({
  item,
  onClose,
}: {
  item: MediationCase | null;
  onClose: () => void;
}) {
  // Focus goes back to the case card that opened it (opened by state, not a trigger).
  const onCloseAutoFocus = useReturnFocus(item !== null);
  return (
    <Dialog open={item !== null} onOpenChange={(open) => !open && onClose()}>
      <DialogContent className="max-w-xl" onCloseAutoFocus={onCloseAutoFocus}>
        {item && (
          <>
            <DialogHeader>
              <DialogTitle>Acuerdo de liquidación</DialogTitle>
              <DialogDescription>{item.fullName || item.email}</DialogDescription>
            </DialogHeader>
            <AgreementPanel userId={item.id} stage={item.mediationStatus} />
          </>
        )}
      </DialogContent>
    </Dialog>
  );
}
