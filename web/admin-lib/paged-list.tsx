import type { InfiniteData, UseInfiniteQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { LoadError } from '@/components/load-error';
import { Spinner } from '@/components/ui/spinner';
import { useNearPageBottom } from './use-near-page-bottom';

interface PagedListProps {
  query: UseInfiniteQueryResult<InfiniteData<unknown>>;
  /** Rows loaded so far. */
  count: number;
  /** Only the list on screen loads more (each tab keeps its own). */
  active: boolean;
  texts: {
    /** E.g. 'Cargando usuarios...'. */
    loading: string;
    /** E.g. 'Cargando más usuarios...'. */
    loadingMore: string;
    /** What could not be loaded, e.g. 'No se pudieron cargar los usuarios'. */
    failed: string;
    empty: ReactNode;
    /** Under the last row, e.g. 'No hay más usuarios'. */
    end: string;
  };
  /** Shown while the first page loads (default: a spinner saying `texts.loading`). */
  placeholder?: ReactNode;
  /** The rows (a list). */
  children: ReactNode;
}

const status = (label: string) => (
  <div className="flex justify-center py-6 text-muted-foreground">
    <Spinner label={label} showLabel />
  </div>
);

/** An admin list that loads page after page as the page bottom comes near (docs/product/admin-panel.md#paged-lists). */
export function PagedList({ query, count, active, texts, placeholder, children }: PagedListProps) {
  const { hasNextPage, isFetchingNextPage, isError, fetchNextPage } = query;
  useNearPageBottom(active && hasNextPage && !isFetchingNextPage && !isError, fetchNextPage);

  if (query.isPending) return placeholder ?? status(texts.loading);
  if (count === 0 && isError) {
    return <LoadError title={texts.failed} onRetry={() => void query.refetch()} />;
  }
  if (count === 0) return texts.empty;
  return (
    <div>
      {children}
      {isFetchingNextPage && status(texts.loadingMore)}
      {query.isFetchNextPageError && (
        <div className="mt-4">
          <LoadError title={texts.failed} onRetry={() => void fetchNextPage()} />
        </div>
      )}
      {!hasNextPage && (
        <p className="py-6 text-center text-sm text-muted-foreground">{texts.end}</p>
      )}
    </div>
  );
}

/** The message of an empty list: what it means and what to do next. */
export function EmptyList({ title, children }: { title: string; children?: ReactNode }) {
  return (
    <div className="rounded-lg border border-dashed border-border bg-card px-4 py-10 text-center">
      <p className="font-semibold">{title}</p>
      {children && <p className="mt-1 text-sm text-muted-foreground">{children}</p>}
    </div>
  );
}
