import path from 'node:path';
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import type { Config } from '../../config';
import type { BlobStore } from './blob-store';
import { createDiskBlobStore } from './disk-blob-store';
import { createKeyring, dataKeyFromHex, decryptStream, encryptStream } from './encryption';
import { createS3BlobStore } from './s3-blob-store';

export { DecryptionError } from './encryption';

/** Uploaded files, always AES-256-GCM encrypted at rest whatever the backend. */
export interface ObjectStorage {
  readonly backend: BlobStore['kind'];
  /** Encrypts the bytes as they arrive; errors thrown by `plaintext` abort the write. */
  put(key: string, plaintext: AsyncIterable<Buffer> | Iterable<Buffer>): Promise<{ keyId: string }>;
  /** The decrypted bytes, or undefined when nothing is stored under the key. */
  open(key: string, keyId: string): Promise<Readable | undefined>;
  remove(key: string): Promise<void>;
  /** Deletes the leftovers of writes interrupted before `before` (see BlobStore). */
  removeStaleWrites(before: Date): Promise<number>;
}

/** The backend that holds the sealed bytes: S3 when configured, else DATA_DIR/objects. */
export function createBlobStore(config: Config): BlobStore {
  return config.s3
    ? createS3BlobStore(config.s3)
    : createDiskBlobStore(path.join(config.dataDir, 'objects'));
}

export function createStorage(config: Config, blobs = createBlobStore(config)): ObjectStorage {
  const keyring = createKeyring(dataKeyFromHex(config.dataEncryptionKey));

  return {
    backend: blobs.kind,
    async put(key, plaintext) {
      const sealer = encryptStream(keyring.current);
      // The write consumes `sealer` while the pipeline fills it; wait for both (the backend
      // cleans up a failed write) and report the first failure, usually the source's own.
      const outcomes = await Promise.allSettled([
        pipeline(Readable.from(plaintext), sealer),
        blobs.write(key, sealer),
      ]);
      const failed = outcomes.find((o) => o.status === 'rejected');
      if (failed) throw failed.reason;
      return { keyId: keyring.current.id };
    },
    async open(key, keyId) {
      const sealed = await blobs.read(key);
      if (!sealed) return undefined;
      const opener = decryptStream(keyring, keyId);
      sealed.on('error', (err) => opener.destroy(err));
      return sealed.pipe(opener);
    },
    remove: (key) => blobs.remove(key),
    removeStaleWrites: (before) => blobs.removeStaleWrites(before),
  };
}
