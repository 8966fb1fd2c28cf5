import type { AdminChainTransaction } from '@schemas/admin-detail';
import { formatCount, shortenAdminAddress } from '@/admin-lib/format';
import { CopyAddressButton } from '@/components/copy-address-button';
import { AddressLink, TxLink } from '@/components/tx-link';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Spinner } from '@/components/ui/spinner';
import { useChainTransactions } from '../api/chain-transactions';
import { useErrorToast } from '../hooks/use-error-toast';
import { EmptyNote } from './detail-section';
import { formatEth, formatUsdt } from '@schemas/money';
import { LocalUnixTime } from '@/components/local-time';

/** docs/product/admin-panel.md#wallet-detail: the USDT amount of a token transfer; ETH with 6 decimals; 'Token TX' when unknown. */
function valueText(tx: AdminChainTransaction) {
  if (tx.tokenValue !== null) return formatUsdt(tx.tokenValue);
  return /[1-9]/.test(tx.value) ? formatEth(tx.value) : 'Token TX';
}

function TransactionRow({
  tx,
  walletAddress,
}: {
  tx: AdminChainTransaction;
  walletAddress: string;
}) {
  // 'Enviado' when 'from' is this wallet, otherwise 'Recibido'.
  const sent = tx.from.toLowerCase() === walletAddress.toLowerCase();
  return (
    <li
      className="grid grid-cols-1 gap-2 rounded-lg border border-border p-3"
      data-testid="chain-transaction"
    >
      <div className="flex flex-wrap items-center justify-between gap-2">
        <div className="flex items-center gap-2">
          <Badge variant={sent ? 'neutral' : 'success'}>{sent ? 'Enviado' : 'Recibido'}</Badge>
          <Badge variant={tx.status === 1 ? 'success' : 'destructive'}>
            {tx.status === 1 ? 'Exitoso' : 'Fallido'}
          </Badge>
        </div>
        <span className="tabular font-semibold" data-testid="chain-transaction-value">
          {valueText(tx)}
        </span>
      </div>
      <dl className="grid grid-cols-[auto_minmax(0,1fr)] items-center gap-x-3 gap-y-0.5 text-xs">
        <dt className="text-muted-foreground">Hash</dt>
        <dd className="flex min-w-0 items-center gap-1">
          <TxLink hash={tx.hash} className="min-h-0 min-w-0 truncate" />
          <CopyAddressButton address={tx.hash} kind="hash" variant="ghost" />
        </dd>
        <dt className="text-muted-foreground">De</dt>
        <dd className="truncate">
          <AddressLink address={tx.from} format={shortenAdminAddress} />
        </dd>
        <dt className="text-muted-foreground">Para</dt>
        <dd className="truncate">
          {tx.to ? <AddressLink address={tx.to} format={shortenAdminAddress} /> : '—'}
        </dd>
        <dt className="text-muted-foreground">Fecha</dt>
        <dd>
          <LocalUnixTime seconds={tx.timestamp} />
        </dd>
        <dt className="text-muted-foreground">Bloque</dt>
        <dd className="tabular">{formatCount(tx.blockNumber)}</dd>
        <dt className="text-muted-foreground">Gas usado</dt>
        <dd className="tabular">{tx.gasUsed ? formatCount(BigInt(tx.gasUsed)) : '—'}</dd>
      </dl>
    </li>
  );
}

/** 'Transacciones Blockchain' of a wallet, read from the chain when the dialog opens. */
export function ChainTransactions({ address }: { address: string }) {
  const txs = useChainTransactions(address);
  useErrorToast(txs.error, 'No se pudieron cargar las transacciones de blockchain');
  if (txs.isPending) {
    return (
      <div className="flex justify-center rounded-lg border border-dashed border-border py-6 text-muted-foreground">
        <Spinner label="Buscando transacciones en blockchain..." showLabel />
      </div>
    );
  }
  if (txs.isError) {
    return (
      <div className="grid justify-items-center gap-2 rounded-lg border border-dashed border-border py-5 text-sm">
        <p className="font-medium text-destructive-text">Error</p>
        <Button variant="outline" size="sm" onClick={() => void txs.refetch()}>
          Reintentar
        </Button>
      </div>
    );
  }
  if (txs.data.length === 0) {
    return <EmptyNote>No se encontraron transacciones en blockchain para esta cartera.</EmptyNote>;
  }
  return (
    <ul className="grid grid-cols-1 gap-2">
      {txs.data.map((tx) => (
        <TransactionRow key={tx.hash} tx={tx} walletAddress={address} />
      ))}
    </ul>
  );
}
