import { describe, expect, it } from 'vitest';
import { blockingAfterFirstPaint, type TraceEvent } from './trace-blocking';

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

describe('blockingAfterFirstPaint', () => {
  const threads = [thread(PAGE.pid, PAGE.tid, 'CrRendererMain'), thread(1, 10, 'CrBrowserMain')];

  it('counts wall and CPU time beyond 50 ms, scaled, of the tasks that end after the first paint', () => {
    const events = [
      ...threads,
      task(0, 40, 30), // ends before the paint: not counted
      firstPaint(100),
      task(90, 20, 20), // ends after it: ×4 = 80 → 30 wall, 30 CPU
      task(200, 30, 2), // ×4: wall 120 → 70; CPU 8 → 0
      task(300, 10, 10), // ×4 = 40: not long
    ];
    expect(blockingAfterFirstPaint(events, 4)).toEqual({ wall: 100, cpu: 30 });
    expect(blockingAfterFirstPaint(events, 1)).toEqual({ wall: 0, cpu: 0 });
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
    expect(blockingAfterFirstPaint(events, 4)).toEqual({ wall: 70, cpu: 70 });
  });

  it('says nothing without a first paint or without CPU times', () => {
    expect(blockingAfterFirstPaint([...threads, task(10, 30, 30)], 4)).toBeUndefined();
    expect(
      blockingAfterFirstPaint([...threads, firstPaint(0), task(10, 30, undefined)], 4),
    ).toBeUndefined();
  });
});
