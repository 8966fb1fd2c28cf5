import { Mail, Settings2 } from 'lucide-react';
import { useState } from 'react';
import { useSearchParams } from 'wouter';
import type { BulkAction } from '@schemas/bulk-job-actions';
import type { MediationCase } from '@schemas/mediation';
import { BulkActionBar } from '@/features/admin-bulk-jobs/components/bulk-action-bar';
import type { CaseSelection } from '@/features/admin-mediation/components/case-selection';
import { useCan } from '@/admin-lib/use-admin-session';
import { UserDetailDialog } from '../components/detail-dialogs';
import type { AdminUserRef } from '@/features/admin-detail/types';
import { MediationBoard } from '@/features/admin-mediation/components/mediation-board';
import { MediationPanel } from '@/features/admin-mediation/components/mediation-panel';
import { ViewsMenu } from '@/features/admin-saved-views/components/views-menu';
import { Button } from '@/components/ui/button';
import { StageTargetsDialog } from '@/features/admin-mediation/components/stage-targets-dialog';
import { TestDocumentsConfirm } from '@/features/admin-mediation/components/test-documents-confirm';
import { AdminLayout, PAGE_ACTION } from '../components/admin-layout';

/** What a stage's cases can have done to them in bulk: what the board offers one case, and more. */
function bulkActionsFor({ moves }: CaseSelection, isOwner: boolean): BulkAction[] {
  return [
    moves.forward ? 'move-forward' : null,
    moves.sendsDocuments ? 'send-documents' : null,
    moves.final ? null : 'remind',
    'assign',
    'release',
    isOwner ? 'export' : null,
  ].filter((a): a is BulkAction => a !== null);
}

/** /{prefix}/mediacion (docs/product/admin-panel.md#mediation-board): the case board, the test documents, stage targets, the shared user detail. */
export default function MediationPage() {
  const canAct = useCan('operator');
  const isOwner = useCan('owner');
  const [testDocs, setTestDocs] = useState(false);
  const [targets, setTargets] = useState(false);
  const [user, setUser] = useState<AdminUserRef | null>(null);
  const [params, setParams] = useSearchParams();
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
        renderBulkBar={(selection) => (
          <BulkActionBar selection={selection} actions={bulkActionsFor(selection, isOwner)} />
        )}
        views={
          <ViewsMenu
            list="stage"
            query={params.toString()}
            onApply={(query) => setParams(new URLSearchParams(query))}
          />
        }
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
