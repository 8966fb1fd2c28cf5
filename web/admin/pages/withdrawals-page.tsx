import { useState } from 'react';
import { useSearchParams } from 'wouter';
import { UserDetailDialog, WalletDetailDialog } from '../components/detail-dialogs';
import type { AdminUserRef, AdminWalletRef } from '@/features/admin-detail/types';
import { WithdrawalQueue } from '@/features/admin-withdrawals/components/withdrawal-queue';
import { ViewsMenu } from '@/features/admin-saved-views/components/views-menu';
import { AdminLayout } from '../components/admin-layout';

/**
 * /{prefix}/retiros: the withdrawal queue with its filters and 'Vistas'
 * (docs/product/staff-at-scale.md#in-the-admin-app); an order opens its user or wallet detail.
 */
export default function WithdrawalsPage() {
  const [user, setUser] = useState<AdminUserRef | null>(null);
  const [wallet, setWallet] = useState<AdminWalletRef | null>(null);
  const [params, setParams] = useSearchParams();
  return (
    <AdminLayout title="Retiros" subtitle="Órdenes de retiro de los usuarios">
      <WithdrawalQueue
        onOpenUser={setUser}
        onOpenWallet={setWallet}
        views={
          <ViewsMenu
            list="withdrawals"
            query={params.toString()}
            onApply={(query) => setParams(new URLSearchParams(query))}
          />
        }
      />
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
