import type { MediationCase } from '@schemas/mediation';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogHeader,
  DialogTitle,
} from '@/components/ui/dialog';
import { CaseFiles } from './case-files';
import { useReturnFocus } from '@/lib/use-return-focus';

interface CaseFilesDialogProps {
  item: MediationCase | null;
  onClose: () => void;
}

/** The case card's 'Documentos': disputes to answer and the documents kept for the creditor. */
export function CaseFilesDialog({ item, onClose }: CaseFilesDialogProps) {
  // Focus goes back to the case card that opened it (opened by state, not a trigger).
  const onCloseAutoFocus = useReturnFocus(item !== null);
  return (
    <Dialog open={item !== null} onOpenChange={(open) => !open && onClose()}>
      <DialogContent className="max-w-xl" onCloseAutoFocus={onCloseAutoFocus}>
        {item && (
          <>
            <DialogHeader>
              <DialogTitle>Documentos y desacuerdos</DialogTitle>
              <DialogDescription>{item.fullName || item.email}</DialogDescription>
            </DialogHeader>
            <CaseFiles userId={item.id} />
          </>
        )}
      </DialogContent>
    </Dialog>
  );
}
