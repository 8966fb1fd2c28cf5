import { ArrowLeft } from 'lucide-react';
import { useState } from 'react';
import { UserDetailDialog, WalletDetailDialog } from '../components/detail-dialogs';
import type { AdminUserRef, AdminWalletRef } from '@/features/admin-detail/types';
import { WithdrawalQueue } from '@/features/admin-withdrawals/components/withdrawal-queue';
import { AdminLayout, HeaderLink } from '../components/admin-layout';

/** /{prefix}/retiros: the withdrawal queue; an order opens its user or wallet detail. */
export default function RetirosPage() {
  const [user, setUser] = useState<AdminUserRef | null>(null);
  const [wallet, setWallet] = useState<AdminWalletRef | null>(null);
  return (
    <AdminLayout
      title="Retiros"
      subtitle="Órdenes de retiro de los usuarios"
      actions={
        <HeaderLink href="/dashboard">
          <ArrowLeft aria-hidden />
          Volver al Admin
        </HeaderLink>
      }
    >
      <WithdrawalQueue onOpenUser={setUser} onOpenWallet={setWallet} />
      <UserDetailDialog user={user} onClose={() => setUser(null)} />
      <WalletDetailDialog wallet={wallet} onClose={() => setWallet(null)} />
    </AdminLayout>
  );
}
