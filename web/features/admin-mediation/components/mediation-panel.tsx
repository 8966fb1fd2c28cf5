import { FolderOpen, PenLine } from 'lucide-react';
import type { MediationMember } from '@schemas/mediation';
import { AGREEMENT_STAGES, AgreementPanel } from './agreement-panel';
import { CaseFiles } from './case-files';
import { MediationInvitation } from './mediation-invitation';

/**
 * The user detail's mediation slot: the invitation block, the settlement agreement once the case
 * has reached negotiation (docs/product/signed-agreement.md#issuing-the-agreement), then the creditor's
 * balance disputes and documents (kept after a case ends, so shown whether or not the user is in
 * mediation).
 */
export function MediationPanel({ user }: { user: MediationMember }) {
  const stage = user.selectedForMediation ? user.mediationStatus : null;
  return (
    <>
      <MediationInvitation user={user} />
      {stage && AGREEMENT_STAGES.includes(stage) && (
        <section
          aria-labelledby="case-agreement-title"
          className="grid gap-3 rounded-lg border border-border p-4"
        >
          <div className="flex items-center gap-2">
            <PenLine className="size-5 text-primary" aria-hidden />
            <h3 id="case-agreement-title" className="font-semibold">
              Acuerdo de liquidación
            </h3>
          </div>
          <AgreementPanel userId={user.id} stage={stage} />
        </section>
      )}
      <section
        aria-labelledby="case-files-title"
        className="grid gap-3 rounded-lg border border-border p-4"
      >
        <div className="flex items-center gap-2">
          <FolderOpen className="size-5 text-primary" aria-hidden />
          <h3 id="case-files-title" className="font-semibold">
            Documentos y desacuerdos
          </h3>
        </div>
        <CaseFiles userId={user.id} />
      </section>
    </>
  );
}
