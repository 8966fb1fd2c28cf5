import type { MediationCase } from '@schemas/mediation';
import { CaseDialog } from './case-dialog';
import { CaseFiles } from './case-files';

interface CaseFilesDialogProps {
  item: MediationCase | null;
  onClose: () => void;
}

/** The case card's 'Documentos': disputes to answer and the documents kept for the creditor. */
export function CaseFilesDialog({ item, onClose }: CaseFilesDialogProps) {
  return (
    <CaseDialog
      item={item}
      onClose={onClose}
      className="max-w-xl"
      title="Documentos y desacuerdos"
      description={item && (item.fullName || item.email)}
    >
      {(open) => <CaseFiles userId={open.id} />}
    </CaseDialog>
  );
}
