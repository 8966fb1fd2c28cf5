import type { AdminWallet } from '@schemas/admin-wallets';
import { EmptyList, PagedList } from '@/admin-lib/paged-list';
import { VirtualRows } from '@/admin-lib/virtual-rows';
import { useAdminWallets } from '../api/admin-wallets';
import { WalletRow } from './wallet-row';

interface WalletsTabProps {
  /** The tab is on screen (only then does it load more). */
  active: boolean;
  onOpenWallet: (wallet: AdminWallet) => void;
}

/** A card's height before it is drawn: one line on a desktop, three on a phone. */
const ROW_ESTIMATE = { wide: 74, narrow: 130 };

/** The Carteras tab (its own chunk): every wallet with its owner, newest first, 25 at a time. */
export default function WalletsTab({ active, onOpenWallet }: WalletsTabProps) {
  const query = useAdminWallets();
  const wallets = query.data?.pages.flatMap((page) => page.wallets) ?? [];
  return (
    <PagedList
      query={query}
      count={wallets.length}
      active={active}
      texts={{
        loading: 'Cargando carteras...',
        loadingMore: 'Cargando más carteras...',
        failed: 'No se pudieron cargar las carteras',
        end: 'No hay más carteras.',
        empty: (
          <EmptyList title="Aún no hay carteras">
            Las carteras llegan con la importación de usuarios (<code>npm run cli -- import</code>).
          </EmptyList>
        ),
      }}
    >
      {/* Only the rows near the screen are drawn (docs/decisions/admin-lists.md#rows-on-screen). */}
      <VirtualRows
        items={wallets}
        getKey={(wallet) => wallet.id}
        estimateSize={ROW_ESTIMATE}
        more={query.hasNextPage}
        className="grid grid-cols-1 gap-2 sm:gap-3"
      >
        {(wallet, rowProps) => (
          <WalletRow wallet={wallet} rowProps={rowProps} onOpen={onOpenWallet} />
        )}
      </VirtualRows>
    </PagedList>
  );
}
