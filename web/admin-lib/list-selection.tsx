import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import type { BulkFilter } from '@schemas/bulk-jobs';
import { bulkJobsApi } from '@schemas/endpoint-paths';
import { Button } from '@/components/ui/button';
import { adminCall, queryKeyOf } from '@/lib/api-call';
import { cn } from '@/lib/cn';
import { formatCount } from './format';

/**
 * Picking rows of a list for a bulk action (docs/product/staff-at-scale.md#bulk-actions): some
 * rows, all the visible ones, or every row the list's filter matches, counted by the server the
 * way a job started now would count them.
 */

/** The bulk filter of a list's query parameters (as the API names them) and its stage. */
export function bulkFilterOf(params: Record<string, string>, stage?: string): BulkFilter {
  const { sort: _sort, order: _order, overdue, ...rest } = params;
  return {
    ...rest,
    ...(stage && { stage }),
    ...(overdue !== undefined && { overdue: overdue === 'true' }),
  } as BulkFilter;
}

const matchingOf = (filter: BulkFilter) => adminCall(bulkJobsApi.matching, { body: { filter } });

export interface ListSelection {
  /** The ids picked; empty when `everything` is. */
  ids: string[];
  /** Every row `filter` matches. */
  everything: boolean;
  filter: BulkFilter;
  /** How many that is (0: nothing picked). */
  count: number;
  isPicked: (id: string) => boolean;
  pick: (id: string, on: boolean) => void;
  clear: () => void;
}

/**
 * The selection of a list showing `visibleIds` of the rows `filter` matches (`hasMore`: more
 * pages). A new filter starts a new selection.
 */
export function useListSelection(visibleIds: string[], filter: BulkFilter, hasMore: boolean) {
  const scope = JSON.stringify(filter);
  const [state, setState] = useState({
    scope,
    picked: new Set<string>() as ReadonlySet<string>,
    everything: false,
  });
  if (state.scope !== scope) setState({ scope, picked: new Set(), everything: false });
  const { picked, everything } = state;
  const allVisible = visibleIds.length > 0 && visibleIds.every((id) => picked.has(id));
  const matching = useQuery({
    queryKey: queryKeyOf(bulkJobsApi.matching, filter),
    queryFn: () => matchingOf(filter),
    enabled: allVisible && hasMore,
  });
  const total = hasMore ? matching.data?.total : visibleIds.length;
  const setPicked = (next: ReadonlySet<string>) =>
    setState({ scope, picked: next, everything: false });

  const selection: ListSelection = {
    ids: everything ? [] : [...picked],
    everything,
    filter,
    count: everything ? (total ?? 0) : picked.size,
    isPicked: (id) => everything || picked.has(id),
    pick: (id, on) => {
      const next = new Set(picked);
      if (on) next.add(id);
      else next.delete(id);
      setPicked(next);
    },
    clear: () => setPicked(new Set()),
  };
  return {
    selection,
    header: {
      visible: visibleIds.length,
      allVisible: everything || allVisible,
      toggleVisible: (on: boolean) => setPicked(new Set(on ? visibleIds : [])),
      /** Offered once every visible row is picked and more rows match. */
      matching: allVisible && !everything && total !== undefined && total > visibleIds.length,
      total: total ?? 0,
      selectEverything: () => setState({ scope, picked, everything: true }),
    },
  };
}

/** 'Seleccionar los 25 visibles' and, once they are, 'Seleccionar los 18.342 que coinciden'. */
export function SelectionHeader({
  header,
}: {
  header: ReturnType<typeof useListSelection>['header'];
}) {
  return (
    <div className="flex flex-wrap items-center gap-x-4 gap-y-1">
      <label className="flex min-h-11 cursor-pointer items-center gap-2 text-sm font-medium">
        <input
          type="checkbox"
          className="size-5 accent-primary"
          checked={header.allVisible}
          onChange={(event) => header.toggleVisible(event.target.checked)}
        />
        Seleccionar los {formatCount(header.visible)} visibles
      </label>
      {header.matching && (
        <Button variant="link" size="sm" onClick={header.selectEverything}>
          Seleccionar los {formatCount(header.total)} que coinciden
        </Button>
      )}
    </div>
  );
}

/** A row's checkbox, named for whom it picks ('Seleccionar a Ana López'). */
export function PickCheckbox({
  name,
  picked,
  onPickedChange,
  className,
}: {
  name: string;
  picked: boolean;
  onPickedChange: (picked: boolean) => void;
  className?: string;
}) {
  return (
    <input
      type="checkbox"
      className={cn('size-5 shrink-0 cursor-pointer accent-primary', className)}
      aria-label={`Seleccionar a ${name}`}
      checked={picked}
      onChange={(event) => onPickedChange(event.target.checked)}
    />
  );
}
