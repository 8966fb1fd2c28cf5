import type { PhotoCleaning } from '../modules/objects/photo-cleaning';
import { startIntervalJob, type JobLog } from './interval-job';

/** After start-up, a pass now and then finds nothing: it only resumes a run a crash cut short. */
export const PHOTO_CLEANING_INTERVAL_MS = 15 * 60_000;

/**
 * Cleans the ID photos stored before uploads were cleaned on arrival, at start-up on every
 * instance (each claims its own files) and again on an interval, which finds work only when an
 * instance died in the middle of a run.
 */
export function startPhotoCleaningJob(
  cleaning: PhotoCleaning,
  log: JobLog,
  intervalMs = PHOTO_CLEANING_INTERVAL_MS,
) {
  return startIntervalJob('photo cleaning', () => cleaning.cleanStoredPhotos(), log, intervalMs, {
    runAtStart: true,
  });
}
