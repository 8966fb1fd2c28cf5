import { Blocks, CircleCheck, Clock3, Hourglass } from 'lucide-react';
import type { ReactNode } from 'react';
import type { WalletView } from '@schemas/wallets';
import { Amount } from '@/components/amount';
import { cn } from '@/lib/cn';
import { compareAmounts, formatSignedUsdtExact, formatUsdt, subtractAmounts } from '@schemas/money';

function Tile({
  label,
  icon,
  tone,
  children,
}: {
  label: string;
  icon: ReactNode;
  tone: 'brand' | 'muted' | 'info';
  children: ReactNode;
}) {
  return (
    <div
      className={cn(
        // A row on phones (label, then the amount, which moves below when it does not fit);
        // side by side from a wide card on.
        'flex min-w-0 flex-wrap items-baseline justify-between gap-x-3 gap-y-1 rounded-md px-3 py-2.5 @md:flex-col @md:items-start @md:justify-start [&_svg]:size-3.5',
        tone === 'brand' && 'bg-primary-soft text-primary',
        tone === 'info' && 'bg-info-soft text-info-text',
        tone === 'muted' && 'bg-muted text-muted-foreground',
      )}
      data-testid="balance-tile"
    >
      <span className="flex items-center gap-1 text-xs font-semibold tracking-wide uppercase">
        {icon}
        {label}
      </span>
      <span className="ml-auto max-w-full min-w-0 text-right text-[15px] font-semibold text-foreground @md:ml-0 @md:text-left">
        {children}
      </span>
    </div>
  );
}

/**
 * The two tiles (docs/product/wallets-and-chain.md#the-balance-tiles) and the difference line: 'Tokenizado' when the chain holds at least the
 * pretokenized balance (else 'Sin Tokenizar'), then 'En Blockchain' or 'Pendiente'.
 */
export function BalanceTiles({ wallet }: { wallet: WalletView }) {
  const { pretokenizedBalance: pretokenized, tokenizedBalance: tokenized } = wallet;
  const tokenizedInFull = tokenized !== null && compareAmounts(tokenized, pretokenized) >= 0;
  const difference = tokenized === null ? null : subtractAmounts(tokenized, pretokenized);
  const sign = difference === null ? 0 : compareAmounts(difference, '0');
  return (
    <>
      <div className="grid gap-2 @md:grid-cols-2">
        {tokenizedInFull ? (
          <Tile label="Tokenizado" icon={<CircleCheck aria-hidden />} tone="brand">
            <Amount>{formatUsdt(pretokenized)}</Amount>
          </Tile>
        ) : (
          <Tile label="Sin Tokenizar" icon={<Hourglass aria-hidden />} tone="muted">
            <Amount>{formatUsdt(pretokenized)}</Amount>
          </Tile>
        )}
        {tokenized === null ? (
          <Tile label="Pendiente" icon={<Clock3 aria-hidden />} tone="muted">
            <span aria-label="Sin datos de blockchain">—</span>
          </Tile>
        ) : (
          <Tile label="En Blockchain" icon={<Blocks aria-hidden />} tone="info">
            <Amount>{formatUsdt(tokenized)}</Amount>
          </Tile>
        )}
      </div>
      {difference !== null && (
        <p className="mt-3 flex flex-wrap items-baseline justify-between gap-x-3 text-sm">
          <span className="text-muted-foreground">Diferencia</span>
          <span
            data-testid="balance-difference"
            data-sign={sign > 0 ? 'positive' : sign < 0 ? 'negative' : 'zero'}
            className={cn(
              'ml-auto max-w-full min-w-0 text-right font-semibold',
              sign > 0 && 'text-success-text',
              sign < 0 && 'text-destructive-text',
              sign === 0 && 'text-muted-foreground',
            )}
          >
            <Amount>{formatSignedUsdtExact(difference)}</Amount>
          </span>
        </p>
      )}
    </>
  );
}
