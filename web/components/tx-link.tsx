import { ExternalLink } from 'lucide-react';
import { cn } from '@/lib/cn';
import { shortenHash } from '@/lib/format';
import { useAppConfig } from '@/lib/queries/app-config';

/**
 * `text` linking to the explorer's page `path` (EXPLORER_URL) when the explorer is known; plain
 * text otherwise. `linkClassName` and `iconClassName` lay the link and its icon out.
 */
function ExplorerLink({
  path,
  text,
  className,
  linkClassName,
  iconClassName,
}: {
  path: string;
  text: string;
  className?: string;
  linkClassName?: string;
  iconClassName: string;
}) {
  const explorerUrl = useAppConfig().data?.explorerUrl;
  if (!explorerUrl) return <span className={cn('font-mono', className)}>{text}</span>;
  return (
    <a
      href={`${explorerUrl}/${path}`}
      target="_blank"
      rel="noopener noreferrer"
      className={cn(
        linkClassName,
        'font-mono text-primary hover:underline focus-visible:outline-2 focus-visible:outline-ring',
        className,
      )}
    >
      {text}
      <ExternalLink className={iconClassName} aria-hidden />
      <span className="sr-only">(ver en el explorador)</span>
    </a>
  );
}

/** docs/product/admin-panel.md#wallet-detail: explorer links.
 * A transaction hash, shortened, opening the explorer (EXPLORER_URL) when it is known. */
export function TxLink({ hash, className }: { hash: string; className?: string }) {
  return (
    <ExplorerLink
      path={`tx/${hash}`}
      text={shortenHash(hash)}
      className={className}
      linkClassName="inline-flex fallback:min-h-11 items-center gap-1"
      iconClassName="size-3.5 shrink-0"
    />
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
  return (
    <ExplorerLink
      path={`address/${address}`}
      text={format(address)}
      className={className}
      iconClassName="ml-1 inline size-3.5 shrink-0 align-[-0.125em]"
    />
  );
}
