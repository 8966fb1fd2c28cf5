import { ArrowLeft, Mail } from 'lucide-react';
import { useState } from 'react';
import type { MediationCase } from '@schemas/mediation';
import { useCan } from '@/admin-lib/use-admin-session';
import { UserDetailDialog } from '../components/detail-dialogs';
import type { AdminUserRef } from '@/features/admin-detail/types';
import { useSendTestDocuments } from '@/features/admin-mediation/api/send-test-documents';
import { MediationBoard } from '@/features/admin-mediation/components/mediation-board';
import { MediationInvitation } from '@/features/admin-mediation/components/mediation-invitation';
import { AdminLayout, HeaderButton, HeaderLink } from '../components/admin-layout';

/** /{prefix}/mediacion (SPEC §2): the case board, the test documents, the shared user detail. */
export default function MediacionPage() {
  const canAct = useCan('operator');
  const testDocs = useSendTestDocuments();
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
        <>
          <HeaderLink href="/dashboard">
            <ArrowLeft aria-hidden />
            Volver al Admin
          </HeaderLink>
          {canAct && (
            <HeaderButton
              onClick={() => testDocs.mutate()}
              pending={testDocs.isPending}
              pendingLabel="Enviando..."
            >
              <Mail aria-hidden />
              Test Email
            </HeaderButton>
          )}
        </>
      }
    >
      <MediationBoard onOpenUser={openUser} />
      <UserDetailDialog
        user={user}
        onClose={() => setUser(null)}
        renderMediation={(member) => <MediationInvitation user={member} />}
      />
    </AdminLayout>
  );
}
