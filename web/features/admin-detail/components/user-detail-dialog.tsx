import { useState, type ReactNode } from 'react';
import type { AdminUser } from '@schemas/admin-detail';
import type { MediationMember } from '@schemas/mediation';
import { useCan } from '@/admin-lib/use-admin-session';
import { LoadError } from '@/components/load-error';
import { Badge } from '@/components/ui/badge';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogHeader,
  DialogTitle,
} from '@/components/ui/dialog';
import { Skeleton } from '@/components/ui/skeleton';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@/components/ui/tabs';
import { useReturnFocus } from '@/lib/use-return-focus';
import { useAdminUser } from '../api/admin-user';
import { useUserWithdrawals } from '../api/user-withdrawals';
import type { AdminUserRef, AdminWalletRef } from '../types';
import { DetailSection } from './detail-section';
import { EndSessions } from './end-sessions';
import { IdPhotosTab } from './id-photos-tab';
import { PersonalInfo } from './personal-info';
import { UserActivity } from './user-activity';
import { UserWallets } from './user-wallets';
import { WalletDetailDialog } from './wallet-detail-dialog';
import { WithdrawalsList } from './withdrawals-list';

interface UserDetailDialogProps {
  /** The user to show; null keeps the dialog closed. */
  user: AdminUserRef | null;
  onClose: () => void;
  /** The 'Invitación a Mediación' block, from the mediation feature (shown first in 'Detalles'). */
  renderMediation?: (user: MediationMember) => ReactNode;
}

type MediationSlot = Pick<UserDetailDialogProps, 'renderMediation'>;

function DetailsTab({ user, renderMediation }: { user: AdminUser } & MediationSlot) {
  const withdrawals = useUserWithdrawals(user.id);
  const isOwner = useCan('owner');
  const [wallet, setWallet] = useState<AdminWalletRef | null>(null);
  return (
    <div className="grid grid-cols-1 gap-6">
      {renderMediation?.(user)}
      <PersonalInfo user={user} />
      <UserWallets userId={user.id} onOpenWallet={setWallet} />
      <DetailSection title="Retiros">
        <WithdrawalsList query={withdrawals} showWallet empty="No hay retiros registrados." />
      </DetailSection>
      {isOwner && (
        <>
          <UserActivity userId={user.id} />
          <EndSessions user={user} />
        </>
      )}
      <WalletDetailDialog wallet={wallet} onClose={() => setWallet(null)} />
    </div>
  );
}

function UserDetail({ userRef, renderMediation }: { userRef: AdminUserRef } & MediationSlot) {
  const user = useAdminUser(userRef.id);
  const seesPhotos = useCan('operator');
  const data = user.data;
  // Without a full name the e-mail is the title, shown once (docs/product/admin-panel.md#user-detail).
  const name = (data?.fullName || userRef.fullName)?.trim();
  return (
    <>
      <DialogHeader>
        <DialogTitle className="break-words">{name || userRef.email}</DialogTitle>
        <DialogDescription className="flex flex-wrap items-center gap-2 break-all">
          {name && userRef.email}
          {data?.verified && <Badge variant="success">Verificado por Admin</Badge>}
        </DialogDescription>
      </DialogHeader>
      {user.isPending ? (
        <div className="grid grid-cols-1 gap-3" role="status" aria-label="Cargando usuario...">
          <Skeleton className="h-11 rounded-lg" />
          <Skeleton className="h-40 rounded-lg" />
        </div>
      ) : user.isError ? (
        <LoadError title="No se pudo cargar el usuario" onRetry={() => void user.refetch()} />
      ) : (
        <Tabs
          defaultValue={seesPhotos && userRef.openOn === 'photos' ? 'photos' : 'details'}
          className="min-w-0"
        >
          <TabsList className="w-full sm:w-auto">
            <TabsTrigger value="details">Detalles</TabsTrigger>
            {seesPhotos && <TabsTrigger value="photos">Fotos de ID</TabsTrigger>}
          </TabsList>
          <TabsContent value="details">
            <DetailsTab user={user.data} renderMediation={renderMediation} />
          </TabsContent>
          {seesPhotos && (
            <TabsContent value="photos">
              <IdPhotosTab user={user.data} />
            </TabsContent>
          )}
        </Tabs>
      )}
    </>
  );
}

/**
 * The user detail (docs/product/admin-panel.md#user-detail: tabs 'Detalles' and 'Fotos de ID'). Every admin screen opens it the
 * same way: the page holds the chosen row and renders this dialog; closing returns focus there.
 */
export function UserDetailDialog({ user, onClose, renderMediation }: UserDetailDialogProps) {
  const onCloseAutoFocus = useReturnFocus(user !== null);
  return (
    <Dialog open={user !== null} onOpenChange={(open) => !open && onClose()}>
      <DialogContent className="max-w-3xl max-sm:p-4" onCloseAutoFocus={onCloseAutoFocus}>
        {user && <UserDetail userRef={user} renderMediation={renderMediation} />}
      </DialogContent>
    </Dialog>
  );
}
