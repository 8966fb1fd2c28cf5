import { ArrowDownLeft, ArrowUpRight, ExternalLink } from 'lucide-react';
import type { TransactionView } from '@schemas/wallets';
import { Amount } from '@/components/amount';
import { LocalUnixTime } from '@/components/local-time';
import { Badge } from '@/components/ui/badge';
import { cn } from '@/lib/cn';
import { formatInteger, shortenAddress, shortenHash } from '@/lib/format';
import { formatUsdt, formatWeiAsEth } from '@schemas/money';

/** The amount as the QR page shows it: ETH with 6 decimals, USDT in USDT, else 'Token TX'. */
function amountText(tx: TransactionView, sign: '+' | '-') {
  if (tx.asset === 'ETH') return `${sign}${formatWeiAsEth(tx.value)}`;
  return tx.tokenValue === null ? 'Token TX' : `${sign}${formatUsdt(tx.tokenValue)}`;
}

interface TransactionItemProps {
  tx: TransactionView;
  walletAddress: string;
  explorerUrl: string | undefined;
}

/** One history row: direction, status, amount, time, hash, block, from, to, explorer link. */
export function TransactionItem({ tx, walletAddress, explorerUrl }: TransactionItemProps) {
  // docs/product/wallets-and-chain.md#transaction-history: incoming when 'to' is this wallet, case-insensitive.
  const received = tx.to?.toLowerCase() === walletAddress.toLowerCase();
  const Icon = received ? ArrowDownLeft : ArrowUpRight;
  const succeeded = tx.status === 1;
  return (
    <li className="flex gap-3 py-4" data-testid="transaction">
      {/* Beside ten-digit amounts a phone under 380 px needs the room: 'Recibido'/'Enviado' says it. */}
      <span
        className={cn(
          'flex size-10 shrink-0 items-center justify-center rounded-full max-[380px]:hidden',
          received ? 'bg-success-soft text-success-text' : 'bg-muted text-foreground',
        )}
      >
        <Icon className="size-5" aria-hidden />
      </span>
      <div className="min-w-0 flex-1">
        <div className="flex flex-wrap items-baseline justify-between gap-x-3">
          <span className="font-semibold">{received ? 'Recibido' : 'Enviado'}</span>
          <Amount
            className={cn(
              'ml-auto text-right font-semibold',
              received && succeeded && 'text-success-text',
            )}
            data-testid="transaction-amount"
          >
            {amountText(tx, received ? '+' : '-')}
          </Amount>
        </div>
        {/* The status always on its own line, beside the time, whatever the amount's length. */}
        <p className="mt-1 flex flex-wrap items-center gap-x-2 gap-y-1 text-xs text-muted-foreground">
          <Badge variant={succeeded ? 'success' : 'destructive'}>
            {succeeded ? 'Exitoso' : 'Fallido'}
          </Badge>
          <LocalUnixTime seconds={tx.timestamp} />
        </p>
        <dl className="mt-2 grid grid-cols-[auto_1fr] gap-x-3 gap-y-0.5 text-xs">
          <dt className="text-muted-foreground">Hash</dt>
          <dd className="truncate font-mono">{shortenHash(tx.hash)}</dd>
          <dt className="text-muted-foreground">Bloque</dt>
          <dd className="tabular">{formatInteger(tx.blockNumber)}</dd>
          <dt className="text-muted-foreground">De</dt>
          <dd className="truncate font-mono">{shortenAddress(tx.from, 6, 4)}</dd>
          <dt className="text-muted-foreground">Para</dt>
          <dd className="truncate font-mono">{tx.to ? shortenAddress(tx.to, 6, 4) : '—'}</dd>
        </dl>
        {explorerUrl && (
          <a
            href={`${explorerUrl}/tx/${tx.hash}`}
            target="_blank"
            rel="noopener noreferrer"
            className="mt-1 -mb-2 inline-flex min-h-11 items-center gap-1 text-sm font-medium text-primary hover:underline focus-visible:outline-2 focus-visible:outline-ring"
          >
            Ver en el explorador
            <ExternalLink className="size-3.5" aria-hidden />
          </a>
        )}
      </div>
    </li>
  );
}
