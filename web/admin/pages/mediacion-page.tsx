import { Mail, Settings2 } from 'lucide-react';
import { useState } from 'react';
import { useSearch } from 'wouter';
import type { BulkAction } from '@schemas/bulk-job-actions';
import type { MediationCase } from '@schemas/mediation';
import { MEDIATION_STAGE_IDS, type MediationStageId } from '@schemas/mediation-stages';
import { BulkActionBar } from '@/features/admin-bulk-jobs/components/bulk-action-bar';
import type { CaseSelection } from '@/features/admin-mediation/components/case-selection';
import { useCan } from '@/admin-lib/use-admin-session';
import { UserDetailDialog } from '../components/detail-dialogs';
import type { AdminUserRef } from '@/features/admin-detail/types';
import { MediationBoard } from '@/features/admin-mediation/components/mediation-board';
import { MediationPanel } from '@/features/admin-mediation/components/mediation-panel';
import { Button } from '@/components/ui/button';
import { StageTargetsDialog } from '@/features/admin-mediation/components/stage-targets-dialog';
import { TestDocumentsConfirm } from '@/features/admin-mediation/components/test-documents-confirm';
import { AdminLayout, PAGE_ACTION } from '../components/admin-layout';

/** `?etapa=<stage id>&vencidos=1`: a stage's overdue cases (the dashboard's 'Casos vencidos'). */
function boardFromAddress(search: string) {
  const params = new URLSearchParams(search);
  const stage = params.get('etapa');
  return {
    stage: MEDIATION_STAGE_IDS.find((id) => id === stage) as MediationStageId | undefined,
    overdue: params.get('vencidos') === '1',
  };
}

/** What a stage's cases can have done to them in bulk: what the board offers one case, and more. */
function bulkActionsFor({ moves }: CaseSelection, isOwner: boolean): BulkAction[] {
  return [
    moves.forward ? 'move-forward' : null,
    moves.sendsDocuments ? 'send-documents' : null,
    moves.final ? null : 'remind',
    isOwner ? 'export' : null,
  ].filter((a): a is BulkAction => a !== null);
}

/** /{prefix}/mediacion (docs/product/admin-panel.md#mediation-board): the case board, the test documents, stage targets, the shared user detail. */
export default function MediacionPage() {
  const canAct = useCan('operator');
  const isOwner = useCan('owner');
  const search = useSearch();
  const [initial] = useState(() => boardFromAddress(search));
  const [testDocs, setTestDocs] = useState(false);
  const [targets, setTargets] = useState(false);
  const [user, setUser] = useState<AdminUserRef | null>(null);
  const openUser = (item: MediationCase) =>
    setUser({
      id: item.id,
      email: item.email,
      fullName: item.fullName,
      selectedForMediation: true,
      mediationStatus: item.mediationStatus,
    });
  return (
    <AdminLayout
      title="Sistema de Mediación"
      subtitle="Gestión de Casos y Documentos"
      actions={
        (canAct || isOwner) && (
          <>
            {isOwner && (
              <Button variant="outline" className={PAGE_ACTION} onClick={() => setTargets(true)}>
                <Settings2 aria-hidden />
                Plazos por etapa
              </Button>
            )}
            {canAct && (
              <Button variant="outline" className={PAGE_ACTION} onClick={() => setTestDocs(true)}>
                <Mail aria-hidden />
                Enviar documentos de prueba
              </Button>
            )}
          </>
        )
      }
    >
      <MediationBoard
        onOpenUser={openUser}
        initialStage={initial.stage}
        initialOverdue={initial.overdue}
        renderBulkBar={(selection) => (
          <BulkActionBar
            target={
              selection.everything
                ? { filter: { stage: selection.stage, overdue: selection.overdue } }
                : { ids: selection.ids }
            }
            count={selection.count}
            actions={bulkActionsFor(selection, isOwner)}
            onStarted={selection.clear}
            onClear={selection.clear}
          />
        )}
      />
      <TestDocumentsConfirm open={testDocs} onOpenChange={setTestDocs} />
      {isOwner && <StageTargetsDialog open={targets} onOpenChange={setTargets} />}
      <UserDetailDialog
        user={user}
        onClose={() => setUser(null)}
        renderMediation={(member) => <MediationPanel user={member} />}
      />
    </AdminLayout>
  );
}
