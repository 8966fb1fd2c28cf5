import { QrCode } from 'lucide-react';
import { Link } from 'wouter';
import { AppLayout } from '@/components/layout/app-layout';
import { ProfileWarning } from '@/features/profile/components/profile-warning';
import { useWallets } from '@/features/wallets/api/wallets';
import { BalanceCard } from '@/features/wallets/components/balance-card';
import { WalletCard } from '@/features/wallets/components/wallet-card';
import { WalletList } from '@/features/wallets/components/wallet-list';
import { OpenWithdrawalsNotice } from '@/features/withdrawals/components/open-withdrawals-notice';
import { paths } from '../route-paths';

/**
 * / and /wallet: balance card, the open withdrawal orders, the profile feature's warning, and
 * the wallets sorted by pretokenized balance.
 */
export default function DashboardPage() {
  const wallets = useWallets();
  return (
    <AppLayout screen="Mis carteras">
      <div className="flex flex-col gap-4">
        <BalanceCard wallets={wallets.data} failed={wallets.isError} />
        <OpenWithdrawalsNotice />
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
      <WalletList>{(wallet) => <WalletCard wallet={wallet} />}</WalletList>
    </AppLayout>
  );
}
