import { describe, expect, it } from 'vitest';
import { cpuBlockingAfterFirstPaint, type TraceEvent } from './trace-blocking';

const PAGE = { pid: 2, tid: 20 };
const ms = (n: number) => n * 1000;

const thread = (pid: number, tid: number, name: string): TraceEvent => ({
  name: 'thread_name',
  ph: 'M',
  pid,
  tid,
  ts: 0,
  args: { name },
});

const task = (at: number, wall: number, cpu: number | undefined, on = PAGE): TraceEvent => ({
  name: 'RunTask',
  ph: 'X',
  ...on,
  ts: ms(at),
  dur: ms(wall),
  ...(cpu !== undefined && { tdur: ms(cpu) }),
});

const firstPaint = (at: number): TraceEvent => ({
  name: 'firstContentfulPaint',
  ph: 'R',
  pid: PAGE.pid,
  tid: PAGE.tid,
  ts: ms(at),
});

describe('cpuBlockingAfterFirstPaint', () => {
  const threads = [thread(PAGE.pid, PAGE.tid, 'CrRendererMain'), thread(1, 10, 'CrBrowserMain')];

  it('counts CPU time beyond 50 ms, scaled, of the tasks that end after the first paint', () => {
    const events = [
      ...threads,
      task(0, 40, 30), // ends before the paint: not counted
      firstPaint(100),
      task(90, 20, 20), // ends after it: CPU ×4 = 80 → 30
      task(200, 30, 2), // 30 ms of wall time, of which 2 ms of CPU: ×4 = 8 → 0
      task(300, 15, 15), // ×4 = 60 → 10
      task(400, 10, 10), // ×4 = 40: not long
    ];
    expect(cpuBlockingAfterFirstPaint(events, 4)).toBe(40);
    expect(cpuBlockingAfterFirstPaint(events, 1)).toBe(0);
  });

  it("reads the busiest renderer's main thread, not another process's", () => {
    const other = { pid: 3, tid: 30 };
    const events = [
      ...threads,
      thread(other.pid, other.tid, 'CrRendererMain'),
      firstPaint(0),
      task(10, 100, 100, { pid: 1, tid: 10 }), // the browser's own thread
      task(10, 5, 5, other), // a renderer that did little (about:blank)
      task(20, 30, 30),
    ];
    expect(cpuBlockingAfterFirstPaint(events, 4)).toBe(70);
  });

  it('says nothing without a first paint or without CPU times', () => {
    expect(cpuBlockingAfterFirstPaint([...threads, task(10, 30, 30)], 4)).toBeUndefined();
    expect(
      cpuBlockingAfterFirstPaint([...threads, firstPaint(0), task(10, 30, undefined)], 4),
    ).toBeUndefined();
  });
});
