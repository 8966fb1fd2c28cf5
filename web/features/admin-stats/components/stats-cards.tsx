import { BadgeCheck, CircleDollarSign, UserCheck, Users, Wallet } from 'lucide-react';
import type { ReactNode } from 'react';
import type { AdminStats } from '@schemas/admin';
import { formatCount } from '@/admin-lib/format';
import { LoadError } from '@/components/load-error';
import { Card } from '@/components/ui/card';
import { useAdminStats } from '../api/admin-stats';
import { formatUsdtFigure } from '@schemas/money';

/** The dashboard list a statistic opens (docs/product/admin-panel.md#statistics). */
export type StatList = 'usuarios' | 'carteras';

interface StatDef {
  label: string;
  icon: ReactNode;
  list: StatList;
  value: (stats: AdminStats) => string;
  unit?: string;
}

const STATS: StatDef[] = [
  {
    label: 'Total Usuarios',
    icon: <Users />,
    list: 'usuarios',
    value: (s) => formatCount(s.totalUsers),
  },
  {
    label: 'Total Carteras',
    icon: <Wallet />,
    list: 'carteras',
    value: (s) => formatCount(s.totalWallets),
  },
  {
    label: 'USDT Sin Tokenizar',
    list: 'carteras',
    icon: <CircleDollarSign />,
    value: (s) => formatUsdtFigure(s.totalUSDTBalance),
    unit: 'USDT',
  },
  {
    label: 'Perfiles Completos',
    list: 'usuarios',
    icon: <UserCheck />,
    value: (s) => formatCount(s.usersWithCompleteProfile),
  },
  {
    label: 'Verificados por Admin',
    list: 'usuarios',
    icon: <BadgeCheck />,
    value: (s) => formatCount(s.usersWithAdminVerification),
  },
];

/**
 * The five statistics: a compact grid on phones, cards on wider screens. The USDT total is exact
 * to six decimals, so it takes two columns at every width. Each card opens its list (the users or
 * the wallets tab) when the page gives `onOpenList`.
 */
export function StatsCards({ onOpenList }: { onOpenList?: (list: StatList) => void }) {
  const { data, isError, refetch } = useAdminStats();
  if (isError && !data) {
    return (
      <LoadError title="No se pudieron cargar las estadísticas" onRetry={() => void refetch()} />
    );
  }
  return (
    <section aria-label="Estadísticas" className="grid grid-cols-2 gap-2 sm:gap-4 lg:grid-cols-6">
      {STATS.map((stat, i) => (
        <Card
          key={stat.label}
          className={`relative flex flex-col gap-1 p-3 sm:gap-3 sm:p-5 ${i === 2 ? 'col-span-2' : ''} ${onOpenList ? 'hover:border-primary' : ''}`}
        >
          {onOpenList && (
            // The whole card opens its list; the heading keeps its place for screen readers.
            <button
              type="button"
              className="absolute inset-0 cursor-pointer rounded-[inherit] focus-visible:outline-2 focus-visible:outline-ring"
              aria-label={`${stat.label}: ver la lista de ${stat.list}`}
              onClick={() => onOpenList(stat.list)}
            />
          )}
          <div className="flex items-center gap-2 text-muted-foreground [&_svg]:size-4 sm:[&_svg]:size-5">
            <span className="text-primary">{stat.icon}</span>
            <h2 className="text-xs font-medium sm:text-sm">{stat.label}</h2>
          </div>
          <p
            className="text-lg font-bold tracking-tight tabular sm:text-2xl"
            data-testid="stat-value"
          >
            {data ? (
              stat.value(data)
            ) : (
              <>
                <span aria-hidden>...</span>
                <span className="sr-only">Cargando…</span>
              </>
            )}
            {data && stat.unit && (
              <>
                {' '}
                <span className="text-sm font-semibold text-muted-foreground">{stat.unit}</span>
              </>
            )}
          </p>
        </Card>
      ))}
    </section>
  );
}
