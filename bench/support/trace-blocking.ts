/**
 * The blocking time of a page's load read from its Chrome trace by the main thread's own CPU
 * time in each task (`tdur`), where Lighthouse reads each task's wall time. On a 2-core machine
 * that also runs the browser's other processes, Lighthouse and the app, a task's wall time
 * includes the time its thread waited for a core; its CPU time does not
 * (docs/decisions/web-speed.md#reading-npm-run-benchweb).
 */

/** The fields of a trace event this reads (Chrome's Trace Event Format). */
export interface TraceEvent {
  name: string;
  ph: string;
  pid: number;
  tid: number;
  /** Microseconds. */
  ts: number;
  dur?: number;
  /** The thread's CPU time in a complete event, microseconds. */
  tdur?: number;
  args?: { name?: string };
}

/** A task longer than this blocks input (Lighthouse's TBT), ms. */
const LONG_TASK_MS = 50;

/** The page's main thread: of the renderers' main threads, the one that ran the most. */
function pageMainThread(events: readonly TraceEvent[]): { pid: number; tid: number } | undefined {
  const busy = new Map<string, number>();
  for (const e of events) {
    if (e.ph === 'X' && e.name === 'RunTask') {
      const key = `${e.pid}:${e.tid}`;
      busy.set(key, (busy.get(key) ?? 0) + (e.dur ?? 0));
    }
  }
  const mains = events.filter((e) => e.name === 'thread_name' && e.args?.name === 'CrRendererMain');
  let best: TraceEvent | undefined;
  for (const m of mains) {
    if (!best || (busy.get(`${m.pid}:${m.tid}`) ?? 0) > (busy.get(`${best.pid}:${best.tid}`) ?? 0))
      best = m;
  }
  return best && { pid: best.pid, tid: best.tid };
}

/**
 * Σ max(0, multiplier × CPU time − 50 ms) over the page's main-thread tasks that end after its
 * first contentful paint, in ms; `multiplier` is Lighthouse's CPU slowdown (4 on its mobile
 * profile, 1 on the desktop one). Undefined when the trace has no first paint or no CPU times.
 */
export function cpuBlockingAfterFirstPaint(
  events: readonly TraceEvent[],
  multiplier: number,
): number | undefined {
  const main = pageMainThread(events);
  if (!main) return undefined;
  const paints = events
    .filter((e) => e.name === 'firstContentfulPaint' && e.pid === main.pid)
    .map((e) => e.ts);
  if (paints.length === 0) return undefined;
  const firstPaint = Math.min(...paints);
  const blocking = (us: number) => Math.max(0, (multiplier * us) / 1000 - LONG_TASK_MS);
  let total: number | undefined;
  for (const e of events) {
    if (e.ph !== 'X' || e.name !== 'RunTask' || e.pid !== main.pid || e.tid !== main.tid) continue;
    if (e.ts + (e.dur ?? 0) <= firstPaint || e.tdur === undefined) continue;
    total = (total ?? 0) + blocking(e.tdur);
  }
  return total;
}
