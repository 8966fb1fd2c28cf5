import { AppLayout } from '@/components/layout/app-layout';
import { ReceiveSteps } from '@/features/wallets/components/receive-steps';
import { ReceiveWalletCard } from '@/features/wallets/components/receive-wallet-card';
import { WalletList } from '@/features/wallets/components/wallet-list';
import { paths } from '../route-paths';

/** /receive: where to receive USDT, and how. */
export default function ReceivePage() {
  return (
    <AppLayout
      title="Recibir fondos"
      description="Comparte la dirección de una de tus carteras para recibir USDT."
      back={{ href: paths.home.getHref(), label: 'Volver al inicio' }}
    >
      <div className="flex flex-col gap-6">
        <ReceiveSteps />
        <section aria-label="Tus carteras">
          <h2 className="mb-3 text-lg font-semibold">Tus carteras</h2>
          <WalletList>{(wallet) => <ReceiveWalletCard wallet={wallet} />}</WalletList>
        </section>
      </div>
    </AppLayout>
  );
}
