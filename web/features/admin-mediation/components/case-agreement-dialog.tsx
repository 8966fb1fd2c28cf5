import type { MediationCase } from '@schemas/mediation';
import { AgreementPanel } from './agreement-panel';
import { CaseDialog } from './case-dialog';

/** The case card's 'Acuerdo': terms, issuing, the agreement's states and the settlement. */
export function CaseAgreementDialog({
  item,
  onClose,
}: {
  item: MediationCase | null;
  onClose: () => void;
}) {
  return (
    <CaseDialog
      item={item}
      onClose={onClose}
      className="max-w-xl"
      title="Acuerdo de liquidación"
      description={item && (item.fullName || item.email)}
    >
      {(open) => <AgreementPanel userId={open.id} stage={open.mediationStatus} />}
    </CaseDialog>
  );
}
