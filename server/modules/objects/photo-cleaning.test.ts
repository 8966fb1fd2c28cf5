import { randomUUID } from 'node:crypto';
import { buffer } from 'node:stream/consumers';
import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createUser } from '../../../tests/support/factories';
import { makeImage } from '../../../tests/support/images';
import { createTestContext, type TestContext } from '../../../tests/support/test-app';
import { createStorage } from '../../adapters/storage';
import { storedObjects } from '../../db/schema';
import { cleanedKeyFor, createPhotoCleaning } from './photo-cleaning';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(() => ctx.close());
beforeEach(() => ctx.reset());

const storage = () => createStorage(ctx.config);
const quiet = { warn: () => undefined };
const cleaner = () =>
  createPhotoCleaning({ db: ctx.db, storage: storage(), clock: ctx.clock, log: quiet });

/** A photo as uploads stored them before cleaning: the original bytes, EXIF and all. */
async function storedBeforeCleaning(bytes: Buffer, ownerId: string) {
  const storageKey = `uploads/${randomUUID()}`;
  const { keyId } = await storage().put(storageKey, [bytes]);
  const now = ctx.clock.now();
  const [row] = await ctx.db
    .insert(storedObjects)
    .values({
      ownerId,
      uploadExpiresAt: now,
      uploadedAt: now,
      storageKey,
      keyId,
      contentType: 'image/jpeg',
      size: bytes.length,
    })
    .returning();
  return row!;
}

const withGps = async () =>
  sharp(await makeImage('jpeg', 120, 80))
    .withExif({
      IFD0: { Copyright: 'UBICACION-SECRETA' },
      IFD3: { GPSLatitudeRef: 'N', GPSLatitude: '19/1 25/1 4200/100' },
    })
    .jpeg()
    .toBuffer();

const bytesOf = async (key: string, keyId: string) => {
  const body = await storage().open(key, keyId);
  return body ? buffer(body) : undefined;
};

describe('cleaning the photos stored before uploads were cleaned', () => {
  it('re-encodes each without metadata, removes the original, once, with several instances', async () => {
    const owner = await createUser(ctx.db);
    const originals = await Promise.all(
      Array.from({ length: 12 }, async () => storedBeforeCleaning(await withGps(), owner.id)),
    );
    const counts = await Promise.all(
      [cleaner(), cleaner(), cleaner()].map((c) => c.cleanStoredPhotos()),
    );
    expect(counts.reduce((a, b) => a + b, 0)).toBe(12);

    for (const original of originals) {
      const [row] = await ctx.db
        .select()
        .from(storedObjects)
        .where(eq(storedObjects.id, original.id));
      expect(row).toMatchObject({
        storageKey: cleanedKeyFor(original.id),
        contentType: 'image/jpeg',
        cleanFailure: null,
        replacedStorageKey: null,
        cleanClaimedUntil: null,
      });
      const cleaned = (await bytesOf(row!.storageKey!, row!.keyId!))!;
      expect(row!.size).toBe(cleaned.length);
      expect((await sharp(cleaned).metadata()).exif).toBeUndefined();
      expect(cleaned.includes('UBICACION-SECRETA')).toBe(false);
      expect(await bytesOf(original.storageKey!, original.keyId!)).toBeUndefined();
    }
    expect(await cleaner().cleanStoredPhotos()).toBe(0);
  });

  it('resumes what a crash cut short: an original left to remove, a claim whose holder died', async () => {
    const owner = await createUser(ctx.db);
    const halfDone = await storedBeforeCleaning(await withGps(), owner.id);
    // Cleaned and recorded, then the process died before removing the original.
    await ctx.db
      .update(storedObjects)
      .set({ cleanedAt: ctx.clock.now(), replacedStorageKey: halfDone.storageKey })
      .where(eq(storedObjects.id, halfDone.id));
    const claimed = await storedBeforeCleaning(await withGps(), owner.id);
    await ctx.db
      .update(storedObjects)
      .set({ cleanClaimedUntil: new Date(ctx.clock.now().getTime() + 60_000) })
      .where(eq(storedObjects.id, claimed.id));

    expect(await cleaner().cleanStoredPhotos()).toBe(1);
    expect(await bytesOf(halfDone.storageKey!, halfDone.keyId!)).toBeUndefined();
    // The other one is someone else's until its claim runs out.
    ctx.clock.advance(60_001);
    expect(await cleaner().cleanStoredPhotos()).toBe(1);
    const [row] = await ctx.db.select().from(storedObjects).where(eq(storedObjects.id, claimed.id));
    expect(row!.storageKey).toBe(cleanedKeyFor(claimed.id));
  });

  it('keeps a stored file that does not decode as it was, with the reason, and moves on', async () => {
    const owner = await createUser(ctx.db);
    const broken = Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xe0]), Buffer.alloc(300, 1)]);
    const file = await storedBeforeCleaning(broken, owner.id);
    expect(await cleaner().cleanStoredPhotos()).toBe(1);
    const [row] = await ctx.db.select().from(storedObjects).where(eq(storedObjects.id, file.id));
    expect(row).toMatchObject({ storageKey: file.storageKey, cleanFailure: 'undecodable' });
    expect(row!.cleanedAt).not.toBeNull();
    expect(await bytesOf(file.storageKey!, file.keyId!)).toEqual(broken);
    expect(await cleaner().cleanStoredPhotos()).toBe(0);
  });
});
