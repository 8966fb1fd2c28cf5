import { Mail } from 'lucide-react';
import { useState } from 'react';
import type { BulkAction } from '@schemas/bulk-job-actions';
import type { MediationCase } from '@schemas/mediation';
import { BulkActionBar } from '@/features/admin-bulk-jobs/components/bulk-action-bar';
import type { CaseSelection } from '@/features/admin-mediation/components/case-selection';
import { useCan } from '@/admin-lib/use-admin-session';
import { UserDetailDialog } from '../components/detail-dialogs';
import type { AdminUserRef } from '@/features/admin-detail/types';
import { MediationBoard } from '@/features/admin-mediation/components/mediation-board';
import { MediationPanel } from '@/features/admin-mediation/components/mediation-panel';
import { Button } from '@/components/ui/button';
import { TestDocumentsConfirm } from '@/features/admin-mediation/components/test-documents-confirm';
import { AdminLayout, PAGE_ACTION } from '../components/admin-layout';

/** /{prefix}/mediacion (docs/product/admin-panel.md#mediation-board): the case board, the test documents, the shared user detail. */
/** What a stage's cases can have done to them in bulk: what the board offers one case, and more. */
function bulkActionsFor({ moves }: CaseSelection, isOwner: boolean): BulkAction[] {
  return [
    moves.forward ? 'move-forward' : null,
    moves.sendsDocuments ? 'send-documents' : null,
    moves.final ? null : 'remind',
    isOwner ? 'export' : null,
  ].filter((a): a is BulkAction => a !== null);
}

export default function MediacionPage() {
  const canAct = useCan('operator');
  const isOwner = useCan('owner');
  const [testDocs, setTestDocs] = useState(false);
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
        canAct && (
          <Button variant="outline" className={PAGE_ACTION} onClick={() => setTestDocs(true)}>
            <Mail aria-hidden />
            Enviar documentos de prueba
          </Button>
        )
      }
    >
      <MediationBoard
        onOpenUser={openUser}
        renderBulkBar={(selection) => (
          <BulkActionBar
            target={
              selection.everything ? { filter: { stage: selection.stage } } : { ids: selection.ids }
            }
            count={selection.count}
            actions={bulkActionsFor(selection, isOwner)}
            onStarted={selection.clear}
            onClear={selection.clear}
          />
        )}
      />
      <TestDocumentsConfirm open={testDocs} onOpenChange={setTestDocs} />
      <UserDetailDialog
        user={user}
        onClose={() => setUser(null)}
        renderMediation={(member) => <MediationPanel user={member} />}
      />
    </AdminLayout>
  );
}
