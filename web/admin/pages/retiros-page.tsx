import { useState } from 'react';
import { UserDetailDialog, WalletDetailDialog } from '../components/detail-dialogs';
import type { AdminUserRef, AdminWalletRef } from '@/features/admin-detail/types';
import { WithdrawalQueue } from '@/features/admin-withdrawals/components/withdrawal-queue';
import { AdminLayout } from '../components/admin-layout';

/** /{prefix}/retiros: the withdrawal queue; an order opens its user or wallet detail. */
export default function RetirosPage() {
  const [user, setUser] = useState<AdminUserRef | null>(null);
  const [wallet, setWallet] = useState<AdminWalletRef | null>(null);
  return (
    <AdminLayout title="Retiros" subtitle="Órdenes de retiro de los usuarios">
      <WithdrawalQueue onOpenUser={setUser} onOpenWallet={setWallet} />
      <UserDetailDialog user={user} onClose={() => setUser(null)} />
      <WalletDetailDialog
        wallet={wallet}
        onClose={() => setWallet(null)}
        onOpenUser={(owner) => {
          setWallet(null);
          setUser(owner);
        }}
      />
    </AdminLayout>
  );
}
