import type { ReactNode } from 'react';
import { AssigneeViewControl, assigneeViewOf } from '@/admin-lib/assignment';
import { apiParams, FilterBar, useListParams } from '@/admin-lib/list-filters';
import { Inbox } from 'lucide-react';
import { WITHDRAWAL_STATUS_LABELS, type WithdrawalStatus } from '@schemas/withdrawal-status';
import { formatCount } from '@/admin-lib/format';
import { LoadError } from '@/components/load-error';
import { LoadMoreButton } from '@/components/load-more-button';
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
  if (queue.isPending) {
    return (
      <div className="grid grid-cols-1 gap-3" role="status" aria-label="Cargando retiros...">
        <Skeleton className="h-44 rounded-lg" />
        <Skeleton className="h-44 rounded-lg" />
      </div>
    );
  }
  if (queue.isError) {
    return (
      <LoadError title="No se pudieron cargar los retiros" onRetry={() => void queue.refetch()} />
    );
  }
  const orders = queue.data.pages.flatMap((p) => p.withdrawals);
  if (orders.length === 0) {
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
  return (
    <div className="grid grid-cols-1 gap-3">
      <ul
        className="grid grid-cols-1 gap-3 lg:grid-cols-2"
        aria-label={`Retiros ${WITHDRAWAL_STATUS_LABELS[status].toLowerCase()}s`}
      >
        {orders.map((w) => (
          <WithdrawalCard key={w.id} w={w} {...open} />
        ))}
      </ul>
      <LoadMoreButton
        query={queue}
        label="Cargar más retiros"
        pendingLabel="Cargando más retiros..."
      />
    </div>
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
