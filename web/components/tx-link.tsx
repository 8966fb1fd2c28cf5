import { ExternalLink } from 'lucide-react';
import { cn } from '@/lib/cn';
import { shortenHash } from '@/lib/format';
import { useAppConfig } from '@/lib/queries/app-config';

/** docs/product/admin-panel.md#wallet-detail: explorer links.
 * A transaction hash, shortened, opening the explorer (EXPLORER_URL) when it is known. */
export function TxLink({ hash, className }: { hash: string; className?: string }) {
  const explorerUrl = useAppConfig().data?.explorerUrl;
  if (!explorerUrl) return <span className={cn('font-mono', className)}>{shortenHash(hash)}</span>;
  return (
    <a
      href={`${explorerUrl}/tx/${hash}`}
      target="_blank"
      rel="noopener noreferrer"
      className={cn(
        'inline-flex fallback:min-h-11 items-center gap-1 font-mono text-primary hover:underline focus-visible:outline-2 focus-visible:outline-ring',
        className,
      )}
    >
      {shortenHash(hash)}
      <ExternalLink className="size-3.5 shrink-0" aria-hidden />
      <span className="sr-only">(ver en el explorador)</span>
    </a>
  );
}

/**
 * An address opening the explorer (EXPLORER_URL) when it is known, shown whole or shortened by
 * `format`; plain text otherwise.
 */
export function AddressLink({
  address,
  format = (a) => a,
  className,
}: {
  address: string;
  format?: (address: string) => string;
  className?: string;
}) {
  const explorerUrl = useAppConfig().data?.explorerUrl;
  if (!explorerUrl) return <span className={cn('font-mono', className)}>{format(address)}</span>;
  return (
    <a
      href={`${explorerUrl}/address/${address}`}
      target="_blank"
      rel="noopener noreferrer"
      className={cn(
        'font-mono text-primary hover:underline focus-visible:outline-2 focus-visible:outline-ring',
        className,
      )}
    >
      {format(address)}
      <ExternalLink className="ml-1 inline size-3.5 shrink-0 align-[-0.125em]" aria-hidden />
      <span className="sr-only">(ver en el explorador)</span>
    </a>
  );
}
