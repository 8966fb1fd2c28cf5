import { jobEvents } from './job-events';

export interface JobLog {
  error(details: object, message: string): void;
}

/**
 * Runs `pass` every `intervalMs` (and once at start when asked), never two passes at once in
 * this process. Jobs run in every app instance: each pass must claim its work so that several
 * instances can run it together.
 */
export function startIntervalJob(
  name: string,
  pass: () => Promise<unknown>,
  log: JobLog,
  intervalMs: number,
  { runAtStart = false } = {},
) {
  let running: Promise<void> | undefined;
  const tick = () => {
    if (running) return;
    running = pass()
      .then(
        () => void jobEvents.emit('pass', { job: name, ok: true, at: Date.now() }),
        (err: unknown) => {
          log.error({ err }, `${name} pass failed`);
          jobEvents.emit('pass', { job: name, ok: false, at: Date.now() });
        },
      )
      .finally(() => {
        running = undefined;
      });
  };
  const timer = setInterval(tick, intervalMs);
  timer.unref();
  if (runAtStart) setImmediate(tick);
  return {
    /** Stops the interval and waits for a pass in progress. */
    async stop() {
      clearInterval(timer);
      await running;
    },
  };
}
