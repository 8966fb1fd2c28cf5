import { ChartColumn, Filter } from 'lucide-react';
import type { ReactNode } from 'react';
import type { MediationCharts as Charts } from '@schemas/mediation-board';
import { mediationStageLabel } from '@schemas/mediation-stages';
import { formatCount } from '@/admin-lib/format';
import { Card } from '@/components/ui/card';
import { Spinner } from '@/components/ui/spinner';
import { formatDay } from '@/lib/format-date';
import { useMediationCharts } from '../api/mediation-charts';

/**
 * The board's two pictures (docs/product/admin-panel.md#mediation-board): the cases in each stage
 * today with the overdue ones, and the moves of the last 30 days. Inline SVG, no chart library
 * (docs/decisions/board-charts.md); each has its figures as a table under 'Ver datos'.
 */
export function MediationCharts() {
  const { data, isPending, isError } = useMediationCharts();
  if (isError) return null;
  return (
    <section
      aria-label="Resumen de mediación"
      className="mb-4 grid items-start gap-4 lg:grid-cols-2"
    >
      {isPending ? (
        <Card className="flex justify-center p-6 text-muted-foreground lg:col-span-2">
          <Spinner label="Cargando gráficas..." showLabel />
        </Card>
      ) : (
        <>
          <FunnelChart funnel={data.funnel} />
          <MovesChart moves={data.moves} />
        </>
      )}
    </section>
  );
}

function ChartCard({
  id,
  icon,
  title,
  summary,
  children,
  table,
}: {
  id: string;
  icon: ReactNode;
  title: string;
  summary: string;
  children: ReactNode;
  table: ReactNode;
}) {
  return (
    <Card className="min-w-0 p-4 sm:p-5" data-testid={id}>
      <figure aria-labelledby={`${id}-title`} className="m-0 flex h-full flex-col gap-3">
        <figcaption>
          <h2
            id={`${id}-title`}
            className="flex items-center gap-2 text-base font-semibold [&_svg]:size-5 [&_svg]:text-primary"
          >
            {icon}
            {title}
          </h2>
          <p className="text-sm text-muted-foreground">{summary}</p>
        </figcaption>
        {children}
        <details className="mt-auto text-sm">
          <summary className="flex min-h-11 cursor-pointer items-center font-medium text-primary hover:underline">
            Ver datos
          </summary>
          {/* Fits at 320 px: nothing on the panel scrolls sideways (docs/product/admin-panel.md#navigation). */}
          {table}
        </details>
      </figure>
    </Card>
  );
}

const TH = 'px-2 py-1.5 text-left font-medium text-muted-foreground';
const TD = 'px-2 py-1.5 tabular';

/**
 * A chart's figures: one row per bar, its first cell the row's header (on the left), the others
 * figures (on the right). A `nowrap` column's cells stay on one line.
 */
function ChartTable({
  caption,
  columns,
  rows,
}: {
  caption: string;
  columns: { label: string; nowrap?: boolean }[];
  rows: { key: string; cells: ReactNode[] }[];
}) {
  const nowrap = (i: number) => (columns[i]?.nowrap ? ' whitespace-nowrap' : '');
  return (
    <table className="w-full">
      <caption className="sr-only">{caption}</caption>
      <thead>
        <tr className="border-b border-border">
          {columns.map((column, i) => (
            <th key={column.label} scope="col" className={i === 0 ? TH : `${TH} text-right`}>
              {column.label}
            </th>
          ))}
        </tr>
      </thead>
      <tbody>
        {rows.map(({ key, cells: [head, ...figures] }) => (
          <tr key={key} className="border-b border-border last:border-0">
            <th scope="row" className={`px-2 py-1.5 text-left font-normal${nowrap(0)}`}>
              {head}
            </th>
            {figures.map((figure, i) => (
              <td key={columns[i + 1]?.label} className={`${TD} text-right${nowrap(i + 1)}`}>
                {figure}
              </td>
            ))}
          </tr>
        ))}
      </tbody>
    </table>
  );
}

const overdueText = (n: number) => (n === 1 ? '1 vencido' : `${formatCount(n)} vencidos`);

/** Cases per stage now: one bar each, the overdue part in red at its end. */
function FunnelChart({ funnel }: { funnel: Charts['funnel'] }) {
  const total = funnel.reduce((sum, s) => sum + s.count, 0);
  const overdue = funnel.reduce((sum, s) => sum + s.overdue, 0);
  const max = Math.max(1, ...funnel.map((s) => s.count));
  return (
    <ChartCard
      id="funnel-chart"
      icon={<Filter aria-hidden />}
      title="Casos por etapa"
      summary={`${formatCount(total)} casos hoy · ${overdueText(overdue)}`}
      table={
        <ChartTable
          caption="Casos por etapa hoy y cuántos están vencidos"
          columns={[
            { label: 'Etapa' },
            { label: 'Casos' },
            { label: 'Vencidos' },
            { label: 'Plazo', nowrap: true },
          ]}
          rows={funnel.map((s) => ({
            key: s.stage,
            cells: [
              mediationStageLabel(s.stage),
              formatCount(s.count),
              formatCount(s.overdue),
              s.target === null ? '—' : `${s.target} d`,
            ],
          }))}
        />
      }
    >
      <ul className="grid gap-2" aria-hidden>
        {funnel.map((s) => {
          const onTime = ((s.count - s.overdue) / max) * 100;
          const late = (s.overdue / max) * 100;
          return (
            <li
              key={s.stage}
              className="grid grid-cols-[8.5rem_minmax(0,1fr)_auto] items-center gap-2 text-sm sm:grid-cols-[9.5rem_minmax(0,1fr)_auto]"
            >
              <span className="truncate text-muted-foreground" title={mediationStageLabel(s.stage)}>
                {mediationStageLabel(s.stage)}
              </span>
              <svg className="h-4 w-full overflow-visible" role="presentation">
                <rect width="100%" height="100%" rx="4" className="fill-muted" />
                {onTime > 0 && (
                  <rect width={`${onTime}%`} height="100%" rx="4" className="fill-primary" />
                )}
                {late > 0 && (
                  <rect
                    x={`${onTime}%`}
                    width={`${late}%`}
                    height="100%"
                    rx="4"
                    className="fill-destructive"
                  />
                )}
              </svg>
              <span className="min-w-8 text-right font-semibold whitespace-nowrap tabular">
                {formatCount(s.count)}
                {s.overdue > 0 && (
                  <span className="ml-1 text-xs font-semibold text-destructive-text">
                    ({formatCount(s.overdue)})
                  </span>
                )}
              </span>
            </li>
          );
        })}
      </ul>
      <Legend
        items={[
          ['bg-primary', 'En plazo'],
          ['bg-destructive', 'Vencidos (entre paréntesis)'],
        ]}
      />
    </ChartCard>
  );
}

function Legend({ items }: { items: [string, string][] }) {
  return (
    <p className="flex flex-wrap gap-x-4 gap-y-1 text-xs text-muted-foreground" aria-hidden>
      {items.map(([color, label]) => (
        <span key={label} className="inline-flex items-center gap-1.5">
          <span className={`size-2.5 rounded-sm ${color}`} />
          {label}
        </span>
      ))}
    </p>
  );
}

const CHART_HEIGHT = 100;
const BAR_SLOT = 10;

/** Moves per day, the last 30: forward in green, back in amber on top. */
function MovesChart({ moves }: { moves: Charts['moves'] }) {
  const forward = moves.reduce((sum, d) => sum + d.forward, 0);
  const back = moves.reduce((sum, d) => sum + d.back, 0);
  const max = Math.max(1, ...moves.map((d) => d.forward + d.back));
  const scale = (n: number) => (n / max) * CHART_HEIGHT;
  const width = moves.length * BAR_SLOT;
  const first = moves[0]?.day;
  const last = moves.at(-1)?.day;
  const middle = moves[Math.floor(moves.length / 2)]?.day;
  return (
    <ChartCard
      id="moves-chart"
      icon={<ChartColumn aria-hidden />}
      title="Movimientos por día"
      summary={`Últimos ${moves.length} días: ${formatCount(forward)} avances y ${formatCount(back)} retrocesos`}
      table={
        <ChartTable
          caption="Movimientos de casos por día, últimos 30 días"
          columns={[{ label: 'Día', nowrap: true }, { label: 'Avances' }, { label: 'Retrocesos' }]}
          rows={moves.map((d) => ({
            key: d.day,
            cells: [formatDay(d.day), formatCount(d.forward), formatCount(d.back)],
          }))}
        />
      }
    >
      <div className="grid grid-cols-[auto_minmax(0,1fr)] gap-x-2" aria-hidden>
        <div className="flex h-32 flex-col justify-between text-right text-xs text-muted-foreground tabular">
          <span>{formatCount(max)}</span>
          <span>0</span>
        </div>
        <svg
          viewBox={`0 0 ${width} ${CHART_HEIGHT}`}
          preserveAspectRatio="none"
          className="h-32 w-full border-b border-border"
          role="presentation"
        >
          <line
            x1="0"
            x2={width}
            y1={CHART_HEIGHT / 2}
            y2={CHART_HEIGHT / 2}
            className="stroke-border"
            strokeDasharray="3 3"
            vectorEffect="non-scaling-stroke"
          />
          <line
            x1="0"
            x2={width}
            y1="0.5"
            y2="0.5"
            className="stroke-border"
            strokeDasharray="3 3"
            vectorEffect="non-scaling-stroke"
          />
          {moves.map((d, i) => {
            const f = scale(d.forward);
            const b = scale(d.back);
            const x = i * BAR_SLOT + 1.5;
            return (
              <g key={d.day}>
                <title>{`${formatDay(d.day)}: ${d.forward} avances, ${d.back} retrocesos`}</title>
                {f > 0 && (
                  <rect
                    x={x}
                    y={CHART_HEIGHT - f}
                    width={BAR_SLOT - 3}
                    height={f}
                    className="fill-primary"
                  />
                )}
                {b > 0 && (
                  <rect
                    x={x}
                    y={CHART_HEIGHT - f - b}
                    width={BAR_SLOT - 3}
                    height={b}
                    className="fill-warning"
                  />
                )}
              </g>
            );
          })}
        </svg>
        <span />
        <div className="flex justify-between pt-1 text-xs text-muted-foreground">
          <span>{first && formatDay(first)}</span>
          <span>{middle && formatDay(middle)}</span>
          <span>{last && `${formatDay(last)} (hoy)`}</span>
        </div>
      </div>
      <Legend
        items={[
          ['bg-primary', 'Avances'],
          ['bg-warning', 'Retrocesos'],
        ]}
      />
    </ChartCard>
  );
}
