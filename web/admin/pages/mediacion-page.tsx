import { Mail } from 'lucide-react';
import { useState } from 'react';
import { useSearchParams } from 'wouter';
import type { MediationCase } from '@schemas/mediation';
import { useCan } from '@/admin-lib/use-admin-session';
import { UserDetailDialog } from '../components/detail-dialogs';
import type { AdminUserRef } from '@/features/admin-detail/types';
import { MediationBoard } from '@/features/admin-mediation/components/mediation-board';
import { MediationPanel } from '@/features/admin-mediation/components/mediation-panel';
import { ViewsMenu } from '@/features/admin-saved-views/components/views-menu';
import { Button } from '@/components/ui/button';
import { TestDocumentsConfirm } from '@/features/admin-mediation/components/test-documents-confirm';
import { AdminLayout, PAGE_ACTION } from '../components/admin-layout';

/** /{prefix}/mediacion (docs/product/admin-panel.md#mediation-board): the case board, the test documents, the shared user detail. */
export default function MediacionPage() {
  const canAct = useCan('operator');
  const [testDocs, setTestDocs] = useState(false);
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
        views={
          <ViewsMenu
            list="stage"
            query={params.toString()}
            onApply={(query) => setParams(new URLSearchParams(query))}
          />
        }
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
