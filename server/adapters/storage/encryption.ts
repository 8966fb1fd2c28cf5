import { createCipheriv, createDecipheriv, createHash, randomBytes } from 'node:crypto';
import { Transform, type TransformCallback } from 'node:stream';

/**
 * AES-256-GCM in fixed-size chunks (the STREAM construction): each 64 KiB chunk is sealed on its
 * own, so a file is encrypted and decrypted while it streams, and nothing unauthenticated is ever
 * handed out. The nonce carries a chunk counter and a last-chunk flag, and the header is the
 * associated data of every chunk, so reordered, truncated or extended ciphertext fails to open.
 *
 * Layout: MAGIC (4) | nonce prefix (7) | chunk₀ … chunkₙ, each chunk = ciphertext | tag (16).
 */
const MAGIC = Buffer.from('CUE1');
const PREFIX_BYTES = 7;
const HEADER_BYTES = MAGIC.length + PREFIX_BYTES;
const TAG_BYTES = 16;
export const CHUNK_BYTES = 64 * 1024;

export interface DataKey {
  id: string;
  secret: Buffer;
}

/** The keys that can open stored objects; new objects are sealed with `current`. */
export interface Keyring {
  current: DataKey;
  byId(id: string): DataKey;
}

/** The id is a fingerprint of the key, so it can be stored beside each object and rotated later. */
export function dataKeyFromHex(hex: string): DataKey {
  const secret = Buffer.from(hex, 'hex');
  if (secret.length !== 32) throw new Error('La clave de cifrado debe tener 32 bytes');
  const id = createHash('sha256').update('cartera-data-key:').update(secret).digest('hex');
  return { id: id.slice(0, 16), secret };
}

export function createKeyring(current: DataKey, previous: DataKey[] = []): Keyring {
  const keys = new Map([current, ...previous].map((k) => [k.id, k]));
  return {
    current,
    byId(id) {
      const key = keys.get(id);
      if (!key) throw new Error(`Clave de cifrado desconocida: ${id}`);
      return key;
    },
  };
}

function nonce(prefix: Buffer, counter: number, last: boolean): Buffer {
  const n = Buffer.alloc(12);
  prefix.copy(n, 0);
  n.writeUInt32BE(counter, PREFIX_BYTES);
  n[11] = last ? 1 : 0;
  return n;
}

export function encryptStream(key: DataKey): Transform {
  const header = Buffer.concat([MAGIC, randomBytes(PREFIX_BYTES)]);
  const prefix = header.subarray(MAGIC.length);
  let counter = 0;
  let pending = Buffer.alloc(0);

  const seal = (plain: Buffer, last: boolean) => {
    const cipher = createCipheriv('aes-256-gcm', key.secret, nonce(prefix, counter++, last));
    cipher.setAAD(header);
    return Buffer.concat([cipher.update(plain), cipher.final(), cipher.getAuthTag()]);
  };

  return new Transform({
    construct(callback) {
      this.push(header);
      callback();
    },
    transform(chunk: Buffer, _encoding, callback: TransformCallback) {
      pending = Buffer.concat([pending, chunk]);
      // A full chunk is sealed only once more data follows: the last chunk must carry the flag.
      while (pending.length > CHUNK_BYTES) {
        this.push(seal(pending.subarray(0, CHUNK_BYTES), false));
        pending = pending.subarray(CHUNK_BYTES);
      }
      callback();
    },
    flush(callback) {
      callback(null, seal(pending, true));
    },
  });
}

export class DecryptionError extends Error {}

export function decryptStream(keyring: Keyring, keyId: string): Transform {
  const key = keyring.byId(keyId);
  const sealedChunk = CHUNK_BYTES + TAG_BYTES;
  let header: Buffer | undefined;
  let counter = 0;
  let pending = Buffer.alloc(0);

  const open = (sealed: Buffer, last: boolean) => {
    if (!header) throw new DecryptionError('Cabecera cifrada incompleta');
    if (sealed.length < TAG_BYTES) throw new DecryptionError('Fragmento cifrado incompleto');
    const body = sealed.subarray(0, sealed.length - TAG_BYTES);
    const decipher = createDecipheriv(
      'aes-256-gcm',
      key.secret,
      nonce(header.subarray(MAGIC.length), counter++, last),
    );
    decipher.setAAD(header);
    decipher.setAuthTag(sealed.subarray(sealed.length - TAG_BYTES));
    try {
      return Buffer.concat([decipher.update(body), decipher.final()]);
    } catch (err) {
      throw new DecryptionError('El archivo cifrado no se pudo autenticar', { cause: err });
    }
  };

  return new Transform({
    transform(chunk: Buffer, _encoding, callback: TransformCallback) {
      try {
        pending = Buffer.concat([pending, chunk]);
        if (!header) {
          if (pending.length < HEADER_BYTES) return callback();
          header = pending.subarray(0, HEADER_BYTES);
          if (!header.subarray(0, MAGIC.length).equals(MAGIC)) {
            throw new DecryptionError('Formato cifrado desconocido');
          }
          pending = pending.subarray(HEADER_BYTES);
        }
        while (pending.length > sealedChunk) {
          this.push(open(pending.subarray(0, sealedChunk), false));
          pending = pending.subarray(sealedChunk);
        }
        callback();
      } catch (err) {
        callback(err as Error);
      }
    },
    flush(callback) {
      try {
        callback(null, open(pending, true));
      } catch (err) {
        callback(err as Error);
      }
    },
  });
}
