import type { ReactNode } from 'react';
import { AssigneeViewControl, assigneeViewOf } from '@/admin-lib/assignment';
import { apiParams, FilterBar, useListParams } from '@/admin-lib/list-filters';
import { Inbox } from 'lucide-react';
import { WITHDRAWAL_STATUS_LABELS, type WithdrawalStatus } from '@schemas/withdrawal-status';
import { formatCount } from '@/admin-lib/format';
import { PagedList } from '@/admin-lib/paged-list';
import { VirtualRows } from '@/admin-lib/virtual-rows';
import { Card, CardContent } from '@/components/ui/card';
import { Skeleton } from '@/components/ui/skeleton';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@/components/ui/tabs';
import { useWithdrawalQueue } from '../api/withdrawal-queue';
import type { OpenDetail } from '../types';
import {
  statusOf,
  WITHDRAWAL_LIST_FIELDS,
  WITHDRAWAL_LIST_SORTS,
} from '../withdrawal-list-filters';
import { WithdrawalCard } from './withdrawal-card';

const TABS: { status: WithdrawalStatus; label: string; empty: string }[] = [
  { status: 'pending', label: 'Pendientes', empty: 'No hay retiros pendientes.' },
  { status: 'approved', label: 'Aprobados', empty: 'No hay retiros aprobados por pagar.' },
  { status: 'completed', label: 'Completados', empty: 'Aún no hay retiros completados.' },
  { status: 'rejected', label: 'Rechazados', empty: 'No hay retiros rechazados.' },
  { status: 'cancelled', label: 'Cancelados', empty: 'Ningún titular ha cancelado un retiro.' },
];

/**
 * A line's height before it is drawn (measured: ~460 px for two pending orders side by side on a
 * desktop, ~600 px for one on a phone).
 */
const ROW_ESTIMATE = { wide: 460, narrow: 600 };

/** A tab with no order: why (the filters, the risk-signal filter, or none yet) and what to do. */
function EmptyQueue({
  empty,
  onlySignals,
  filtered,
}: {
  empty: string;
  onlySignals: boolean;
  filtered: boolean;
}) {
  return (
    <Card>
      <CardContent className="flex flex-col items-center gap-2 py-10 text-center">
        <Inbox className="size-8 text-muted-foreground" aria-hidden />
        <p className="font-semibold">
          {onlySignals
            ? 'Ningún retiro de esta lista tiene señales de riesgo.'
            : filtered
              ? 'Ningún retiro de esta lista cumple los filtros.'
              : empty}
        </p>
        <p className="text-sm text-muted-foreground">
          {onlySignals
            ? 'Quita el filtro «Con señales de riesgo» para ver todos.'
            : filtered
              ? 'Cambia o quita los filtros para ver más.'
              : 'Las órdenes que registran los usuarios aparecen aquí, la más antigua primero.'}
        </p>
      </CardContent>
    </Card>
  );
}

/**
 * One tab's orders: only the cards near the screen are drawn, and the next page loads as the
 * page bottom comes near (docs/decisions/admin-lists.md#rows-on-screen).
 */
function QueueList({
  status,
  empty,
  filters,
  ...open
}: {
  status: WithdrawalStatus;
  empty: string;
  filters: Record<string, string>;
} & OpenDetail) {
  const queue = useWithdrawalQueue(status, filters);
  const onlySignals = filters.signals === '1';
  const filtered = Object.keys(filters).some((key) => key !== 'order');
  const orders = queue.data?.pages.flatMap((p) => p.withdrawals) ?? [];
  return (
    <PagedList
      query={queue}
      count={orders.length}
      // Only the open tab's list is mounted (the other tabs' are not rendered).
      active
      placeholder={
        <div className="grid grid-cols-1 gap-3" role="status" aria-label="Cargando retiros...">
          <Skeleton className="h-44 rounded-lg" />
          <Skeleton className="h-44 rounded-lg" />
        </div>
      }
      texts={{
        loading: 'Cargando retiros...',
        loadingMore: 'Cargando más retiros...',
        failed: 'No se pudieron cargar los retiros',
        empty: <EmptyQueue empty={empty} onlySignals={onlySignals} filtered={filtered} />,
        end: 'No hay más retiros.',
      }}
    >
      {/* Two columns from 1024 px, drawn a line (two orders) at a time. */}
      <VirtualRows
        items={orders}
        getKey={(w) => w.id}
        estimateSize={ROW_ESTIMATE}
        more={queue.hasNextPage}
        label={`Retiros ${WITHDRAWAL_STATUS_LABELS[status].toLowerCase()}s`}
        className="grid grid-cols-1 gap-3 lg:grid-cols-2 lg:[--virtual-columns:2]"
      >
        {(w, rowProps) => <WithdrawalCard w={w} rowProps={rowProps} {...open} />}
      </VirtualRows>
    </PagedList>
  );
}

/**
 * The staff queue: orders to approve ('Pendientes'), to pay and complete ('Aprobados'), and
 * those already done; each move behind a confirmation. The tab, whose orders, the filters and
 * the order live in the address (docs/product/staff-at-scale.md#in-the-admin-app): a link is a
 * shareable view, and reload and Back work.
 */
export function WithdrawalQueue({ views, ...open }: OpenDetail & { views?: ReactNode }) {
  const { params, update } = useListParams();
  const status = statusOf(params);
  const view = assigneeViewOf(params);
  // docs/product/payout-safety.md#risk-signals-for-staff
  const onlySignals = params.get('signals') === '1';
  const filters: Record<string, string> = {
    ...apiParams(params, WITHDRAWAL_LIST_FIELDS),
    ...(onlySignals && { signals: '1' }),
    ...(view !== 'all' && { assignee: view }),
  };
  delete filters.sort;
  // The pending list's answer carries the counts of both open statuses, whatever the filters.
  const counts = useWithdrawalQueue('pending').data?.pages[0]?.counts;
  const countOf = (tab: WithdrawalStatus) =>
    counts && (tab === 'pending' || tab === 'approved') ? ` (${formatCount(counts[tab])})` : '';
  return (
    <div className="grid grid-cols-1 gap-3">
      <FilterBar fields={WITHDRAWAL_LIST_FIELDS} sorts={WITHDRAWAL_LIST_SORTS} views={views} />
      <AssigneeViewControl
        value={view}
        onChange={(next) => update({ assignee: next === 'all' ? null : next })}
        label="Retiros por asignación"
      />
      <label className="flex min-h-11 cursor-pointer items-center gap-2 self-start text-sm font-medium">
        <input
          type="checkbox"
          className="size-5 accent-primary"
          checked={onlySignals}
          onChange={(event) => update({ signals: event.target.checked ? '1' : null })}
        />
        Con señales de riesgo
      </label>
      <Tabs
        value={status}
        onValueChange={(next) => update({ status: next === 'pending' ? null : next })}
      >
        <TabsList className="grid h-auto w-full grid-cols-2 sm:inline-flex sm:w-auto">
          {TABS.map((tab) => (
            <TabsTrigger key={tab.status} value={tab.status}>
              {tab.label}
              {countOf(tab.status)}
            </TabsTrigger>
          ))}
        </TabsList>
        {TABS.map((tab) => (
          <TabsContent key={tab.status} value={tab.status}>
            <QueueList status={tab.status} empty={tab.empty} filters={filters} {...open} />
          </TabsContent>
        ))}
      </Tabs>
    </div>
  );
}
