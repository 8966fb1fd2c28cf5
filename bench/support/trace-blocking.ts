/**
 * The blocking time of a page's load read from its Chrome trace twice: from each task's wall
 * time, as Lighthouse reads it, and from the main thread's own CPU time in that task (`tdur`).
 * On a 2-core machine that also runs the browser's other processes, Lighthouse and the app, a
 * task's wall time includes the time its thread waited for a core; its CPU time does not
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

export interface Blocking {
  /** Σ max(0, multiplier × wall time − 50 ms) over the tasks after the first paint, ms. */
  wall: number;
  /** The same from the thread's CPU time. */
  cpu: number;
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
 * The page's blocking time after its first contentful paint, each task scaled by `multiplier`
 * (Lighthouse's CPU slowdown: 4 on its mobile profile, 1 on the desktop one). Lighthouse counts
 * from the simulated first paint, this from the observed one, so `wall` is near Lighthouse's TBT,
 * not equal to it. Undefined when the trace has no first paint or no CPU times.
 */
export function blockingAfterFirstPaint(
  events: readonly TraceEvent[],
  multiplier: number,
): Blocking | undefined {
  const main = pageMainThread(events);
  if (!main) return undefined;
  const paints = events
    .filter((e) => e.name === 'firstContentfulPaint' && e.pid === main.pid)
    .map((e) => e.ts);
  if (paints.length === 0) return undefined;
  const firstPaint = Math.min(...paints);
  const blocking = (us: number) => Math.max(0, (multiplier * us) / 1000 - LONG_TASK_MS);
  const total: Blocking = { wall: 0, cpu: 0 };
  let timed = false;
  for (const e of events) {
    if (e.ph !== 'X' || e.name !== 'RunTask' || e.pid !== main.pid || e.tid !== main.tid) continue;
    const dur = e.dur ?? 0;
    if (e.ts + dur <= firstPaint) continue;
    total.wall += blocking(dur);
    if (e.tdur !== undefined) {
      timed = true;
      total.cpu += blocking(e.tdur);
    }
  }
  return timed ? total : undefined;
}
