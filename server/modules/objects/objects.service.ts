import { randomUUID } from 'node:crypto';
import type { Readable } from 'node:stream';
import {
  MAX_UPLOAD_BYTES,
  PHOTO_TOO_MANY_PIXELS,
  PHOTO_UNDECODABLE,
  type UploadResponse,
} from '@schemas/objects';
import { cleanPhoto, PhotoRefusedError } from '../../adapters/image/clean-photo';
import type { Clock } from '../../adapters/clock';
import type { ObjectStorage } from '../../adapters/storage';
import type { Db } from '../../db/client';
import { AppError, badRequest, conflict, notFound } from '../../errors';
import { writeAudit } from '../audit/audit.service';
import { findUserById } from '../users/users.service';
import type { StaffActor } from '../audit/staff-actor';
import { createThrottle, type ThrottleRule } from '../throttle/throttle.service';
import { fileTooLarge, ImageUploadCheck } from './image-upload';
import {
  completeUpload,
  deleteExpiredUploadSlots,
  findStoredObject,
  insertUploadSlot,
} from './objects.repo';

/** For the users module's photo review (docs/decisions/module-surfaces.md). */
export { listReplacedObjects, markObjectReplaced } from './objects.repo';

export const UPLOAD_URL_TTL_MS = 15 * 60_000;
/**
 * Leftovers of uploads that never finished are removed once this old: far past the longest
 * upload (its body deadline is 2 minutes), so an upload still running is never touched.
 */
export const UPLOAD_LEFTOVER_AGE_MS = 60 * 60_000;
const CLEANUP_BATCH = 1000;

const UPLOADS_PER_USER: ThrottleRule = {
  limit: 30,
  windowMs: 60 * 60_000,
  message: 'Demasiadas subidas en poco tiempo. Intenta de nuevo más tarde.',
};

const UPLOAD_URL_UNKNOWN = 'Enlace de subida no válido';
const UPLOAD_URL_USED = 'Este enlace de subida ya se usó. Solicita uno nuevo.';
const UPLOAD_URL_EXPIRED = 'El enlace de subida expiró. Solicita uno nuevo.';
const PHOTO_NOT_FOUND = 'Foto no encontrada';

export const uploadUrlFor = (id: string) => `/api/objects/uploads/${id}`;
/** Where a stored photo is read; this address is what users.idPhotoFront/idPhotoBack hold. */
export const objectUrlFor = (id: string) => `/api/objects/${id}`;

const OBJECT_URL =
  /^(?:https?:\/\/[^/]+)?\/api\/objects\/(?:uploads\/)?([0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12})$/i;

/** The object behind an upload URL or a photo address (relative or absolute). */
export function objectIdFromUrl(url: string): string | undefined {
  return OBJECT_URL.exec(url.trim())?.[1]?.toLowerCase();
}

/** Who asks to read an object: its owner's session, a staff member's token, or nobody we know. */
export type Viewer =
  { kind: 'user'; userId: string } | { kind: 'admin'; staff: StaffActor } | undefined;

export interface PhotoStream {
  body: Readable;
  contentType: string;
  size: number | null;
}

export function createObjectsService({
  db,
  storage,
  clock,
}: {
  db: Db;
  storage: ObjectStorage;
  clock: Clock;
}) {
  const throttle = createThrottle({ db, clock });

  return {
    /** A one-time upload URL for this user, valid for 15 minutes. */
    async createUploadUrl(userId: string) {
      await throttle.consume(`uploads:user:${userId}`, UPLOADS_PER_USER);
      const now = clock.now();
      const id = await insertUploadSlot(
        db,
        userId,
        new Date(now.getTime() + UPLOAD_URL_TTL_MS),
        now,
      );
      return { objectId: id, uploadURL: uploadUrlFor(id) };
    },

    /**
     * Reads the body through the checks (image by its first bytes, size as it goes), decodes the
     * photo and stores it re-encoded without metadata, encrypted, under a name of our own.
     */
    async receiveUpload(
      userId: string,
      objectId: string,
      body: AsyncIterable<Buffer> | Iterable<Buffer>,
      declaredLength: number | undefined,
    ): Promise<UploadResponse> {
      const slot = await findStoredObject(db, objectId);
      if (!slot || slot.ownerId !== userId) throw notFound(UPLOAD_URL_UNKNOWN);
      if (slot.uploadedAt) throw conflict(UPLOAD_URL_USED);
      if (slot.uploadExpiresAt.getTime() <= clock.now().getTime()) {
        throw new AppError(410, UPLOAD_URL_EXPIRED);
      }
      if (declaredLength !== undefined && declaredLength > MAX_UPLOAD_BYTES) throw fileTooLarge();

      const check = new ImageUploadCheck();
      const chunks: Buffer[] = [];
      for await (const chunk of check.pass(body)) chunks.push(chunk);
      // An empty body is only recognised as "not an image" once it has all arrived.
      check.detectedType();
      const photo = await cleanPhoto(Buffer.concat(chunks)).catch((err: unknown) => {
        if (!(err instanceof PhotoRefusedError)) throw err;
        throw badRequest(
          err.reason === 'too-many-pixels' ? PHOTO_TOO_MANY_PIXELS : PHOTO_UNDECODABLE,
        );
      });
      const storageKey = `uploads/${randomUUID()}`;
      const { keyId } = await storage.put(storageKey, [photo.bytes]);
      try {
        const at = clock.now();
        const stored = await completeUpload(db, objectId, {
          storageKey,
          contentType: photo.contentType,
          size: photo.bytes.length,
          keyId,
          uploadedAt: at,
          cleanedAt: at,
        });
        if (!stored) throw conflict(UPLOAD_URL_USED);
        return {
          objectURL: objectUrlFor(objectId),
          contentType: photo.contentType,
          size: photo.bytes.length,
        };
      } catch (err) {
        await storage.remove(storageKey);
        throw err;
      }
    },

    /**
     * Removes what crashed or abandoned uploads left: slots whose URL expired unused and the
     * partial files of interrupted writes. Safe to run from several instances at once.
     */
    async removeUploadLeftovers() {
      const before = new Date(clock.now().getTime() - UPLOAD_LEFTOVER_AGE_MS);
      let slots = 0;
      let batch: number;
      do {
        batch = await deleteExpiredUploadSlots(db, before, CLEANUP_BATCH);
        slots += batch;
      } while (batch === CLEANUP_BATCH);
      const files = await storage.removeStaleWrites(before);
      return { slots, files };
    },

    /** Whether this user uploaded the object (and its bytes arrived). */
    async isUploadedBy(userId: string, objectId: string) {
      const row = await findStoredObject(db, objectId);
      return Boolean(row?.uploadedAt && row.ownerId === userId);
    },

    /**
     * The decrypted photo for its owner or a staff member; anyone else learns nothing (404).
     * Every staff view is in the activity log (who saw whose ID, from where).
     */
    async openForViewer(objectId: string, viewer: Viewer): Promise<PhotoStream> {
      const row = await findStoredObject(db, objectId);
      const allowed =
        viewer !== undefined && (viewer.kind === 'admin' || viewer.userId === row?.ownerId);
      if (!allowed || !row?.storageKey || !row.keyId || !row.contentType) {
        throw notFound(PHOTO_NOT_FOUND);
      }
      const body = await storage.open(row.storageKey, row.keyId);
      if (!body) throw new AppError(500, 'El archivo guardado no está disponible');
      if (viewer.kind === 'admin') {
        const owner = await findUserById(db, row.ownerId);
        const address = objectUrlFor(objectId);
        const replacedSide = row.replacedSide === 'back' ? 'back' : 'front';
        const side =
          owner?.idPhotoFront === address
            ? 'front'
            : owner?.idPhotoBack === address
              ? 'back'
              : row.replacedAt
                ? replacedSide
                : null;
        await writeAudit(
          db,
          {
            ...viewer.staff,
            action: 'user.id_photo_viewed',
            target: `user:${row.ownerId}`,
            details: { objectId, side },
          },
          clock.now(),
        );
      }
      return { body, contentType: row.contentType, size: row.size };
    },
  };
}

export type ObjectsService = ReturnType<typeof createObjectsService>;
