import type { ObjectsService } from '../modules/objects/objects.service';
import { startIntervalJob, type JobLog } from './interval-job';

export const UPLOAD_CLEANUP_INTERVAL_MS = 15 * 60_000;

/**
 * Removes the leftovers of uploads that never finished (unused expired slots, partial files of
 * a crashed instance): at start, so a restart after a crash cleans up, then every 15 minutes.
 * Every instance runs it; the slots are deleted with `skip locked` and the files only once old.
 */
export function startUploadCleanupJob(
  objects: ObjectsService,
  log: JobLog,
  intervalMs = UPLOAD_CLEANUP_INTERVAL_MS,
) {
  return startIntervalJob(
    'upload cleanup',
    () => objects.removeUploadLeftovers(),
    log,
    intervalMs,
    {
      runAtStart: true,
    },
  );
}
