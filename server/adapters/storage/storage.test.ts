import { randomBytes } from 'node:crypto';
import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { Readable } from 'node:stream';
import { buffer } from 'node:stream/consumers';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startLocalS3, type LocalS3 } from '../../../tests/support/s3-server';
import { loadConfig } from '../../config';
import {
  CHUNK_BYTES,
  createKeyring,
  dataKeyFromHex,
  DecryptionError,
  decryptStream,
  encryptStream,
} from './encryption';
import { createBlobStore, createStorage } from './index';

const KEY = dataKeyFromHex('ab'.repeat(32));
const keyring = createKeyring(KEY);

/** Feeds `data` in uneven pieces, as a network would. */
function pieces(data: Buffer, size = 10_007): Readable {
  const parts: Buffer[] = [];
  for (let i = 0; i < data.length; i += size) parts.push(data.subarray(i, i + size));
  return Readable.from(parts);
}

const seal = (plain: Buffer) => buffer(pieces(plain).pipe(encryptStream(KEY)));
const unseal = (sealed: Buffer, ring = keyring, keyId = KEY.id) =>
  buffer(pieces(sealed).pipe(decryptStream(ring, keyId)));

describe('chunked AES-256-GCM', () => {
  it.each([0, 1, CHUNK_BYTES - 1, CHUNK_BYTES, CHUNK_BYTES + 1, 3 * CHUNK_BYTES + 5])(
    'round-trips %i bytes without ever writing the plaintext',
    async (size) => {
      const plain = randomBytes(size);
      const sealed = await seal(plain);
      expect(sealed.length).toBeGreaterThan(size);
      if (size >= 32) expect(sealed.includes(plain.subarray(0, 32))).toBe(false);
      expect((await unseal(sealed)).equals(plain)).toBe(true);
    },
  );

  it('seals the same bytes differently every time', async () => {
    const plain = randomBytes(1000);
    expect((await seal(plain)).equals(await seal(plain))).toBe(false);
  });

  it('refuses a flipped bit, a dropped last chunk, an extra chunk and a wrong key', async () => {
    const plain = randomBytes(2 * CHUNK_BYTES + 100);
    const sealed = await seal(plain);
    const flipped = Buffer.from(sealed);
    flipped[flipped.length - 40]! ^= 1;
    await expect(unseal(flipped)).rejects.toBeInstanceOf(DecryptionError);

    const header = 11;
    const sealedChunk = CHUNK_BYTES + 16;
    const truncated = sealed.subarray(0, header + 2 * sealedChunk);
    await expect(unseal(truncated)).rejects.toBeInstanceOf(DecryptionError);

    const extended = Buffer.concat([sealed, sealed.subarray(header, header + sealedChunk)]);
    await expect(unseal(extended)).rejects.toBeInstanceOf(DecryptionError);

    const otherKey = { ...dataKeyFromHex('cd'.repeat(32)), id: KEY.id };
    await expect(unseal(sealed, createKeyring(otherKey))).rejects.toBeInstanceOf(DecryptionError);
  });

  it('opens objects sealed with a previous key after rotation, by key id', async () => {
    const sealed = await seal(Buffer.from('foto antigua'));
    const rotated = createKeyring(dataKeyFromHex('ef'.repeat(32)), [KEY]);
    expect((await unseal(sealed, rotated, KEY.id)).toString()).toBe('foto antigua');
    expect(() => decryptStream(createKeyring(dataKeyFromHex('ef'.repeat(32))), KEY.id)).toThrow(
      /desconocida/,
    );
  });
});

describe.each(['disk', 's3'] as const)('%s storage', (backend) => {
  let dataDir: string;
  let s3: LocalS3 | undefined;
  let config: ReturnType<typeof loadConfig>;

  beforeAll(async () => {
    dataDir = mkdtempSync(path.join(tmpdir(), 'cartera-storage-'));
    s3 = backend === 's3' ? await startLocalS3() : undefined;
    config = loadConfig({
      NODE_ENV: 'test',
      DATA_DIR: dataDir,
      ADMIN_PATH_PREFIX: 'admin-storage-test-prefix',
      DATA_ENCRYPTION_KEY: 'ab'.repeat(32),
      ...s3?.env,
    });
  });
  afterAll(async () => {
    await s3?.close();
    rmSync(dataDir, { recursive: true, force: true });
  });

  it('stores ciphertext under the key and gives the plaintext back', async () => {
    const storage = createStorage(config);
    expect(storage.backend).toBe(backend);
    const plain = randomBytes(200_000);
    const { keyId } = await storage.put('uploads/abc-1', pieces(plain));
    expect(keyId).toBe(KEY.id);

    const raw = await buffer((await createBlobStore(config).read('uploads/abc-1'))!);
    expect(raw.includes(plain.subarray(0, 64))).toBe(false);
    expect((await unseal(raw)).equals(plain)).toBe(true);
    expect((await buffer((await storage.open('uploads/abc-1', keyId))!)).equals(plain)).toBe(true);

    await storage.remove('uploads/abc-1');
    expect(await storage.open('uploads/abc-1', keyId)).toBeUndefined();
  });

  it('keeps nothing when the source fails half-way, and reports the source error', async () => {
    const storage = createStorage(config);
    async function* failing() {
      yield randomBytes(100_000);
      throw new Error('origen roto');
    }
    await expect(storage.put('uploads/broken', failing())).rejects.toThrow('origen roto');
    expect(await storage.open('uploads/broken', KEY.id)).toBeUndefined();
    if (backend === 'disk')
      expect(readdirSync(path.join(dataDir, 'objects', 'uploads'))).toEqual([]);
  });

  it('never lets a key leave its folder', async () => {
    const storage = createStorage(config);
    await expect(storage.put('../escape', pieces(Buffer.from('x')))).rejects.toThrow(/inválida/);
    expect(() => readFileSync(path.join(dataDir, 'escape'))).toThrow();
  });
});
