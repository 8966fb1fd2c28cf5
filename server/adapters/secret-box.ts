import { createCipheriv, createDecipheriv, randomBytes } from 'node:crypto';
import { createKeyring, dataKeyFromHex, type Keyring } from './storage/encryption';

/**
 * Small secrets kept in the database (staff TOTP seeds), sealed with AES-256-GCM under the data
 * key (DATA_ENCRYPTION_KEY), like stored files. Each is bound to its owner (`context`, the
 * authenticated data): a sealed value copied onto another row does not open.
 *
 * Format: 's1.' keyId '.' base64url(nonce(12) | ciphertext | tag(16)).
 */
export interface SecretBox {
  seal(plaintext: string, context: string): string;
  open(sealed: string, context: string): string;
}

export function createSecretBox(keyring: Keyring): SecretBox {
  return {
    seal(plaintext, context) {
      const key = keyring.current;
      const nonce = randomBytes(12);
      const cipher = createCipheriv('aes-256-gcm', key.secret, nonce);
      cipher.setAAD(Buffer.from(context));
      const body = Buffer.concat([cipher.update(plaintext, 'utf8'), cipher.final()]);
      const sealed = Buffer.concat([nonce, body, cipher.getAuthTag()]);
      return `s1.${key.id}.${sealed.toString('base64url')}`;
    },
    open(sealed, context) {
      const [version, keyId, data] = sealed.split('.');
      if (version !== 's1' || !keyId || !data)
        throw new Error('Secreto sellado con formato desconocido');
      const bytes = Buffer.from(data, 'base64url');
      const decipher = createDecipheriv(
        'aes-256-gcm',
        keyring.byId(keyId).secret,
        bytes.subarray(0, 12),
      );
      decipher.setAAD(Buffer.from(context));
      decipher.setAuthTag(bytes.subarray(bytes.length - 16));
      return Buffer.concat([
        decipher.update(bytes.subarray(12, bytes.length - 16)),
        decipher.final(),
      ]).toString('utf8');
    },
  };
}

/** The box for DATA_ENCRYPTION_KEY (hex). */
export const secretBoxFromHex = (hex: string) =>
  createSecretBox(createKeyring(dataKeyFromHex(hex)));
