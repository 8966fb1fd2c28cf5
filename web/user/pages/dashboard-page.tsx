import { QrCode } from 'lucide-react';
import { Link } from 'wouter';
import { AppLayout } from '@/components/layout/app-layout';
import { CasePendingCards } from '@/features/mediation/components/case-pending-cards';
import { MediationCard } from '@/features/mediation/components/mediation-card';
import { PhotoRequestCards } from '@/features/profile/components/photo-request-cards';
import { ProfileWarning } from '@/features/profile/components/profile-warning';
import { useWallets } from '@/features/wallets/api/wallets';
import { BalanceCard } from '@/features/wallets/components/balance-card';
import { BalancesExplained } from '@/features/wallets/components/balances-explained';
import { WalletCard } from '@/features/wallets/components/wallet-card';
import { WalletList } from '@/features/wallets/components/wallet-list';
import { OpenWithdrawalsNotice } from '@/features/withdrawals/components/open-withdrawals-notice';
import { paths } from '../route-paths';

/**
 * / and /wallet: balance card, the open withdrawal orders, staff's requests for a new ID photo,
 * what the mediation case waits for and the case's card (invited creditors only), the profile feature's warning, and the wallets sorted by pretokenized balance.
 */
export default function DashboardPage() {
  const wallets = useWallets();
  return (
    <AppLayout screen="Mis carteras">
      <div className="flex flex-col gap-4">
        <BalanceCard wallets={wallets.data} failed={wallets.isError && !wallets.data} />
        <OpenWithdrawalsNotice />
        <PhotoRequestCards />
        <CasePendingCards />
        <MediationCard />
        <ProfileWarning />
      </div>
      <div className="mt-8 mb-3 flex items-center justify-between gap-3">
        <h2 className="text-lg font-semibold">Tus Carteras</h2>
        <Link
          href={paths.receive.getHref()}
          className="inline-flex min-h-11 items-center gap-1.5 rounded-md px-2 text-sm font-medium text-primary hover:underline focus-visible:outline-2 focus-visible:outline-ring"
        >
          <QrCode className="size-4" aria-hidden />
          Recibir fondos
        </Link>
      </div>
      <BalancesExplained className="mb-4" />
      <WalletList>{(wallet) => <WalletCard wallet={wallet} />}</WalletList>
    </AppLayout>
  );
}
