import type { WalletView } from '@schemas/wallets';
import { LocalDateTime } from '@/components/local-time';
import { formatDateTime } from '@/lib/format-date';
import { formatAge } from '@/lib/format-age';
import { useNow } from '@/lib/use-now';

/**
 * How fresh a wallet's on-chain balance is (docs/product/wallets-and-chain.md#keeping-balances-fresh):
 * 'Actualizado hace 2 min', with the exact time on hover; the server's page (and its hydration)
 * shows the exact time until the reader's clock is known.
 */
export function SyncAge({ lastSyncAt }: Pick<WalletView, 'lastSyncAt'>) {
  const now = useNow();
  if (!lastSyncAt) return <>Aún no se ha consultado en blockchain</>;
  if (now === null) {
    return (
      <>
        Última actualización: <LocalDateTime iso={lastSyncAt} />
      </>
    );
  }
  return (
    <time dateTime={lastSyncAt} title={`Última actualización: ${formatDateTime(lastSyncAt)}`}>
      Actualizado {formatAge(lastSyncAt, now)}
    </time>
  );
}
