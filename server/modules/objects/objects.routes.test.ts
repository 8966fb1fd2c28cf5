import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { Readable } from 'node:stream';
import { buffer } from 'node:stream/consumers';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import sharp from 'sharp';
import { MAX_UPLOAD_BYTES, PHOTO_TOO_MANY_PIXELS, PHOTO_UNDECODABLE } from '@schemas/objects';
import { makeImage } from '../../../tests/support/images';
import { startLocalS3, type LocalS3 } from '../../../tests/support/s3-server';
import { createTestContext, type TestContext } from '../../../tests/support/test-app';
import { adminToken, createUser } from '../../../tests/support/factories';
import { putFile, requestUploadUrl, uploadFile } from '../../../tests/support/uploads';
import { signIn } from '../../../tests/support/withdrawal-fixtures';
import { createBlobStore } from '../../adapters/storage';
import { createKeyring, dataKeyFromHex, decryptStream } from '../../adapters/storage/encryption';
import { storedObjects } from '../../db/schema';
import { UPLOAD_URL_TTL_MS } from './objects.service';

const TEST_KEY = dataKeyFromHex('11'.repeat(32));

/** A real JPEG padded after its end with zeros to exactly `size` bytes (decoders stop at its end). */
const jpegOfSize = async (size: number) => {
  const jpeg = await makeImage('jpeg');
  return Buffer.concat([jpeg, Buffer.alloc(size - jpeg.length)]);
};

const HEIC_WITH_GPS = readFileSync(
  path.join(import.meta.dirname, '../../../tests/support/foto-con-gps.heic'),
);

describe.each(['disk', 's3'] as const)('uploads and photo reads (%s storage)', (backend) => {
  let ctx: TestContext;
  let s3: LocalS3 | undefined;
  let ana: { id: string; sid: string };
  let beto: { id: string; sid: string };

  beforeAll(async () => {
    s3 = backend === 's3' ? await startLocalS3() : undefined;
    ctx = await createTestContext({ env: s3?.env ?? {} });
  });
  afterAll(async () => {
    await ctx.close();
    await s3?.close();
  });
  beforeEach(async () => {
    await ctx.reset();
    const [a, b] = [await createUser(ctx.db), await createUser(ctx.db)];
    ana = { id: a.id, sid: (await signIn(ctx.app, a.email)).sid };
    beto = { id: b.id, sid: (await signIn(ctx.app, b.email)).sid };
  });

  /** Files in the disk backend (the S3 backend is checked through the same service code). */
  const filesAtRest = () => {
    const uploads = path.join(ctx.config.dataDir, 'objects', 'uploads');
    return backend === 'disk' && existsSync(uploads) ? readdirSync(uploads).sort() : [];
  };
  const read = (objectURL: string, auth: { sid?: string; token?: string }) =>
    ctx.app.inject({
      method: 'GET',
      url: objectURL,
      cookies: auth.sid ? { sid: auth.sid } : {},
      headers: auth.token ? { authorization: `Bearer ${auth.token}` } : {},
    });

  it('issues a one-time upload URL on our own API only to a signed-in user', async () => {
    const anonymous = await ctx.app.inject({ method: 'POST', url: '/api/objects/upload' });
    expect(anonymous.statusCode).toBe(401);
    const uploadURL = await requestUploadUrl(ctx.app, ana.sid);
    expect(uploadURL).toMatch(/^\/api\/objects\/uploads\/[0-9a-f-]{36}$/);
    const [slot] = await ctx.db.select().from(storedObjects);
    expect(slot?.ownerId).toBe(ana.id);
    expect(slot!.uploadExpiresAt.getTime() - ctx.clock.now().getTime()).toBe(UPLOAD_URL_TTL_MS);
  });

  it('decodes a PNG declared as image/jpeg and stores it as a clean JPEG for its owner', async () => {
    const png = await makeImage('png');
    const uploadURL = await requestUploadUrl(ctx.app, ana.sid);
    const put = await putFile(ctx.app, ana.sid, uploadURL, png, 'image/jpeg');
    expect(put.statusCode).toBe(200);
    const [row] = await ctx.db.select().from(storedObjects);
    expect(put.json()).toEqual({
      objectURL: uploadURL.replace('/uploads/', '/'),
      contentType: 'image/jpeg',
      size: row!.size,
    });
    expect(row!.cleanedAt).toEqual(row!.uploadedAt);

    const photo = await read(put.json().objectURL, { sid: ana.sid });
    expect(photo.statusCode).toBe(200);
    expect(await sharp(photo.rawPayload).metadata()).toMatchObject({
      format: 'jpeg',
      width: 64,
      height: 40,
    });
    expect(photo.headers).toMatchObject({
      'content-type': 'image/jpeg',
      'content-length': String(row!.size),
      'content-disposition': 'inline',
      'cache-control': 'private, no-store',
      'x-content-type-options': 'nosniff',
    });
  });

  it.each(['jpeg', 'webp'] as const)(
    'accepts a %s photo whatever its declared type, stored as JPEG',
    async (format) => {
      const image = await makeImage(format);
      const uploadURL = await requestUploadUrl(ctx.app, ana.sid);
      const put = await putFile(ctx.app, ana.sid, uploadURL, image, 'application/octet-stream');
      expect(put.statusCode).toBe(200);
      expect(put.json().contentType).toBe('image/jpeg');
    },
  );

  it("takes a phone's HEIC (HEVC) and gives back a JPEG without its location", async () => {
    expect(HEIC_WITH_GPS.includes('UBICACION-SECRETA')).toBe(true);
    const { objectURL } = await uploadFile(ctx.app, ana.sid, HEIC_WITH_GPS, 'image/heic');
    const photo = (await read(objectURL, { sid: ana.sid })).rawPayload;
    const meta = await sharp(photo).metadata();
    expect(meta).toMatchObject({ format: 'jpeg', width: 96, height: 64 });
    expect(meta.exif).toBeUndefined();
    expect(photo.includes('UBICACION-SECRETA')).toBe(false);
  });

  it('stores a JPEG without its EXIF: no GPS position, no camera, no comment', async () => {
    const withGps = await sharp(await makeImage('jpeg', 120, 80))
      .withExif({
        IFD0: { Make: 'Telefono Prueba', Copyright: 'UBICACION-SECRETA' },
        IFD3: {
          GPSLatitudeRef: 'N',
          GPSLatitude: '19/1 25/1 4200/100',
          GPSLongitudeRef: 'W',
          GPSLongitude: '99/1 7/1 3000/100',
        },
      })
      .jpeg({ quality: 90 })
      .toBuffer();
    expect((await sharp(withGps).metadata()).exif).toBeDefined();
    const { objectURL } = await uploadFile(ctx.app, ana.sid, withGps);

    // Read back from storage as staff see it: nothing but the pixels.
    const token = await adminToken(ctx.app, ctx.db, ctx.clock);
    const stored = (await read(objectURL, { token })).rawPayload;
    const meta = await sharp(stored).metadata();
    expect(meta).toMatchObject({ format: 'jpeg', width: 120, height: 80 });
    expect(meta.exif).toBeUndefined();
    expect(meta.comments ?? []).toEqual([]);
    expect(stored.includes('UBICACION-SECRETA')).toBe(false);
    expect(stored.includes('Telefono Prueba')).toBe(false);
  });

  it.each([
    [
      'a PNG polyglot (the signature, then a web page)',
      async () =>
        Buffer.concat([
          Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
          Buffer.from('<html><script>alert(1)</script></html>'.repeat(20)),
        ]),
    ],
    [
      'a truncated JPEG',
      async () => {
        const jpeg = await makeImage('jpeg', 400, 300);
        return jpeg.subarray(0, Math.floor(jpeg.length / 2));
      },
    ],
    [
      'a truncated PNG',
      async () => {
        const png = await makeImage('png', 400, 300);
        return png.subarray(0, Math.floor(png.length / 2));
      },
    ],
    [
      'a HEIC header with nothing decodable after it',
      async () =>
        Buffer.concat([
          Buffer.from([0, 0, 0, 0x18]),
          Buffer.from('ftypheic\0\0\0\0mif1heic', 'latin1'),
          Buffer.alloc(500, 7),
        ]),
    ],
  ])('refuses %s in Spanish, stores nothing and keeps the URL usable', async (_name, make) => {
    const uploadURL = await requestUploadUrl(ctx.app, ana.sid);
    const before = filesAtRest();
    const refused = await putFile(ctx.app, ana.sid, uploadURL, await make(), 'image/png');
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toEqual({ message: PHOTO_UNDECODABLE });
    expect(filesAtRest()).toEqual(before);
    const [slot] = await ctx.db.select().from(storedObjects);
    expect(slot!.uploadedAt).toBeNull();
    const retry = await putFile(ctx.app, ana.sid, uploadURL, await makeImage('png'), 'image/png');
    expect(retry.statusCode).toBe(200);
  });

  it('refuses a photo of more than 40 megapixels before decoding it', async () => {
    // 8000 × 5001 of one colour: 40,008,000 pixels in a few kilobytes.
    const huge = await sharp({
      create: { width: 8000, height: 5001, channels: 3, background: '#336699' },
    })
      .png()
      .toBuffer();
    const refused = await putFile(
      ctx.app,
      ana.sid,
      await requestUploadUrl(ctx.app, ana.sid),
      huge,
      'image/png',
    );
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toEqual({ message: PHOTO_TOO_MANY_PIXELS });
  });

  it('keeps only ciphertext at rest, which decrypts to the photo', async () => {
    const { objectURL } = await uploadFile(ctx.app, ana.sid, await makeImage('jpeg', 300, 200));
    const jpeg = (await read(objectURL, { sid: ana.sid })).rawPayload;
    const [row] = await ctx.db.select().from(storedObjects);
    expect(row).toMatchObject({ contentType: 'image/jpeg', size: jpeg.length, keyId: TEST_KEY.id });
    expect(row!.storageKey).toMatch(/^uploads\/[0-9a-f-]{36}$/);

    const raw = await buffer((await createBlobStore(ctx.config).read(row!.storageKey!))!);
    expect(raw.equals(jpeg)).toBe(false);
    expect(raw.includes(jpeg.subarray(0, 32))).toBe(false);
    expect(raw.includes(jpeg.subarray(1000, 1032))).toBe(false);
    const decrypted = await buffer(
      Readable.from([raw]).pipe(decryptStream(createKeyring(TEST_KEY), row!.keyId!)),
    );
    expect(decrypted.equals(jpeg)).toBe(true);
  });

  it('accepts exactly 10 MB and refuses 10 MB + 1 byte with 413', async () => {
    const atLimit = await putFile(
      ctx.app,
      ana.sid,
      await requestUploadUrl(ctx.app, ana.sid),
      await jpegOfSize(MAX_UPLOAD_BYTES),
      'image/jpeg',
    );
    expect(atLimit.statusCode).toBe(200);

    const overLimit = await putFile(
      ctx.app,
      ana.sid,
      await requestUploadUrl(ctx.app, ana.sid),
      await jpegOfSize(MAX_UPLOAD_BYTES + 1),
      'image/jpeg',
    );
    expect(overLimit.statusCode).toBe(413);
    expect(overLimit.json()).toEqual({ message: 'Archivo muy grande' });
  });

  it('stops reading a body without a declared length once it passes 10 MB', async () => {
    let sent = 0;
    async function* endless() {
      yield await jpegOfSize(64 * 1024);
      for (;;) {
        sent += 64 * 1024;
        yield Buffer.alloc(64 * 1024, 0x41);
      }
    }
    const uploadURL = await requestUploadUrl(ctx.app, ana.sid);
    const response = await putFile(
      ctx.app,
      ana.sid,
      uploadURL,
      Readable.from(endless()),
      'image/jpeg',
    );
    expect(response.statusCode).toBe(413);
    expect(response.json()).toEqual({ message: 'Archivo muy grande' });
    expect(sent).toBeLessThan(MAX_UPLOAD_BYTES + 1024 * 1024);
    const [row] = await ctx.db.select().from(storedObjects);
    expect(row?.uploadedAt).toBeNull();
  });

  it.each([
    [
      'an HTML page declared as image/png',
      '<!doctype html><html><script>alert(1)</script>',
      'image/png',
    ],
    [
      'an SVG',
      '<svg xmlns="http://www.w3.org/2000/svg" onload="alert(1)"><rect width="10" height="10"/></svg>',
      'image/svg+xml',
    ],
    [
      'an SVG declared as image/jpeg',
      '<?xml version="1.0"?><svg xmlns="http://www.w3.org/2000/svg"/>',
      'image/jpeg',
    ],
    ['a PDF', '%PDF-1.7\n1 0 obj <<>> endobj', 'application/pdf'],
    ['an empty body', '', 'image/jpeg'],
  ])('refuses %s with 400 and keeps the URL usable', async (_name, body, type) => {
    const uploadURL = await requestUploadUrl(ctx.app, ana.sid);
    const before = filesAtRest();
    const refused = await putFile(ctx.app, ana.sid, uploadURL, Buffer.from(body), type);
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toEqual({ message: 'Tipo de archivo inválido' });
    // Nothing refused stays at rest.
    expect(filesAtRest()).toEqual(before);
    const retry = await putFile(ctx.app, ana.sid, uploadURL, await makeImage('png'), 'image/png');
    expect(retry.statusCode).toBe(200);
  });

  it('answers 4xx to an upload URL used twice or after 15 minutes', async () => {
    const jpeg = await makeImage('jpeg');
    const { uploadURL } = await uploadFile(ctx.app, ana.sid, jpeg);
    const again = await putFile(ctx.app, ana.sid, uploadURL, jpeg, 'image/jpeg');
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toMatch(/ya se usó/);

    const late = await requestUploadUrl(ctx.app, ana.sid);
    ctx.clock.advance(UPLOAD_URL_TTL_MS);
    const expired = await putFile(ctx.app, ana.sid, late, jpeg, 'image/jpeg');
    expect(expired.statusCode).toBe(410);
    expect(expired.json().message).toMatch(/expiró/);
  });

  it("refuses another user's upload URL and an unknown one with 404", async () => {
    const jpeg = await makeImage('jpeg');
    const anas = await requestUploadUrl(ctx.app, ana.sid);
    const stolen = await putFile(ctx.app, beto.sid, anas, jpeg, 'image/jpeg');
    expect(stolen.statusCode).toBe(404);
    const unknown = await putFile(
      ctx.app,
      ana.sid,
      '/api/objects/uploads/6f1c2b1e-0000-4000-8000-000000000000',
      jpeg,
      'image/jpeg',
    );
    expect(unknown.statusCode).toBe(404);
    const anonymous = await ctx.app.inject({
      method: 'PUT',
      url: anas,
      headers: { 'content-type': 'image/jpeg' },
      payload: jpeg,
    });
    expect(anonymous.statusCode).toBe(401);
    const own = await putFile(ctx.app, ana.sid, anas, jpeg, 'image/jpeg');
    expect(own.statusCode).toBe(200);
  });

  it('shows a photo to its owner and to an admin, and to nobody else (404)', async () => {
    const jpeg = await makeImage('jpeg');
    const { objectURL } = await uploadFile(ctx.app, ana.sid, jpeg);

    expect((await read(objectURL, { sid: beto.sid })).statusCode).toBe(404);
    expect((await read(objectURL, {})).statusCode).toBe(404);
    expect((await read(objectURL, { token: 'not-a-real-token' })).statusCode).toBe(404);
    expect((await read(objectURL, { sid: 'not-a-session' })).statusCode).toBe(404);

    const token = await adminToken(ctx.app, ctx.db, ctx.clock);
    const asAdmin = await read(objectURL, { token });
    expect(asAdmin.statusCode).toBe(200);
    expect(asAdmin.headers['content-type']).toBe('image/jpeg');
    const asOwner = await read(objectURL, { sid: ana.sid });
    expect(asAdmin.rawPayload.equals(asOwner.rawPayload)).toBe(true);
  });

  it('has nothing to show for a slot whose upload never arrived', async () => {
    const uploadURL = await requestUploadUrl(ctx.app, ana.sid);
    const pending = await read(uploadURL.replace('/uploads/', '/'), { sid: ana.sid });
    expect(pending.statusCode).toBe(404);
    const [row] = await ctx.db
      .select()
      .from(storedObjects)
      .where(eq(storedObjects.ownerId, ana.id));
    expect(row?.storageKey).toBeNull();
  });
});
