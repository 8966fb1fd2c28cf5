import type { Readable } from 'node:stream';
import { cleanPhoto, PhotoRefusedError } from '../../adapters/image/clean-photo';
import type { Clock } from '../../adapters/clock';
import type { ObjectStorage } from '../../adapters/storage';
import type { Db } from '../../db/client';
import {
  claimFilesToClean,
  forgetReplacedFile,
  recordCleanedFile,
  recordUncleanableFile,
  type FileToClean,
} from './objects.repo';

/** Longer than cleaning one photo can take; a claim outlives its holder only when it died. */
const CLAIM_LEASE_MS = 5 * 60_000;
const BATCH = 10;

export interface CleaningLog {
  warn(details: object, message: string): void;
}

/** Where the cleaned copy of a stored file goes: one key per file, so a retry overwrites it. */
export const cleanedKeyFor = (objectId: string) => `cleaned/${objectId}`;

async function readAll(body: Readable) {
  const chunks: Buffer[] = [];
  for await (const chunk of body) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
}

/**
 * The one-off cleaning of the ID photos stored before uploads were cleaned on arrival: each is
 * decoded and stored again re-encoded without metadata, and its original removed
 * (docs/decisions/id-photo-cleaning.md). Any number of instances run it together, each claiming
 * its files; a run cut short is resumed where it stopped by the next one.
 */
export function createPhotoCleaning({
  db,
  storage,
  clock,
  log,
}: {
  db: Db;
  storage: ObjectStorage;
  clock: Clock;
  log: CleaningLog;
}) {
  async function cleanOne(file: FileToClean) {
    if (file.cleanedAt === null && file.storageKey && file.keyId) {
      const original = await storage.open(file.storageKey, file.keyId);
      if (!original) {
        await recordUncleanableFile(db, file.id, 'missing', clock.now());
        log.warn({ objectId: file.id }, 'stored photo missing; not cleaned');
        return;
      }
      let photo;
      try {
        photo = await cleanPhoto(await readAll(original));
      } catch (err) {
        if (!(err instanceof PhotoRefusedError)) throw err;
        await recordUncleanableFile(db, file.id, err.reason, clock.now());
        log.warn({ objectId: file.id, reason: err.reason }, 'stored photo kept as it was');
        return;
      }
      const storageKey = cleanedKeyFor(file.id);
      const { keyId } = await storage.put(storageKey, [photo.bytes]);
      const recorded = await recordCleanedFile(
        db,
        { id: file.id, originalKey: file.storageKey },
        {
          storageKey,
          keyId,
          size: photo.bytes.length,
          contentType: photo.contentType,
          at: clock.now(),
        },
      );
      // Replaced or deleted while it was being cleaned: the copy is the only thing to undo.
      if (!recorded) await storage.remove(storageKey);
      if (!recorded) return;
      await storage.remove(file.storageKey);
    } else if (file.replacedStorageKey) {
      await storage.remove(file.replacedStorageKey);
    }
    await forgetReplacedFile(db, file.id);
  }

  return {
    /** Cleans batch after batch until nothing is left; answers how many files it handled. */
    async cleanStoredPhotos() {
      let handled = 0;
      for (;;) {
        const now = clock.now();
        const files = await claimFilesToClean(
          db,
          now,
          new Date(now.getTime() + CLAIM_LEASE_MS),
          BATCH,
        );
        if (files.length === 0) return handled;
        for (const file of files) await cleanOne(file);
        handled += files.length;
      }
    },
  };
}

export type PhotoCleaning = ReturnType<typeof createPhotoCleaning>;
