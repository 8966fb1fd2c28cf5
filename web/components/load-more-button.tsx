import { Button } from '@/components/ui/button';
import { cn } from '@/lib/cn';

interface LoadMoreButtonProps {
  /** An infinite query (TanStack's useInfiniteQuery result). */
  query: { hasNextPage: boolean; isFetchingNextPage: boolean; fetchNextPage: () => unknown };
  label: string;
  /** Shown while the next page loads, e.g. 'Cargando más retiros...'. */
  pendingLabel: string;
  className?: string;
}

/** The next page of a list, on request; nothing once the list is complete. */
export function LoadMoreButton({ query, label, pendingLabel, className }: LoadMoreButtonProps) {
  if (!query.hasNextPage) return null;
  return (
    <Button
      variant="outline"
      className={cn('fallback:justify-self-center', className)}
      pending={query.isFetchingNextPage}
      pendingLabel={pendingLabel}
      onClick={() => void query.fetchNextPage()}
    >
      {label}
    </Button>
  );
}
