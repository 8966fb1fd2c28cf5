import { createHash, randomUUID } from 'node:crypto';
import { Readable } from 'node:stream';
import type { ObjectStorage } from '../../adapters/storage';
import type { NewDocument } from './mediation-case.repo';
import type { RenderedDocument } from './mediation-documents';

/**
 * The creditor's documents at rest: sealed with AES-256-GCM in the same object storage as the ID
 * photos (docs/decisions/id-photo-storage.md), under a name of our own, with their SHA-256.
 */

/** Seals the files; answers their rows (without owner and time) for the caller to insert. */
export async function storeDocuments(
  storage: ObjectStorage,
  files: readonly RenderedDocument[],
  reference: string,
): Promise<Omit<NewDocument, 'userId' | 'createdAt'>[]> {
  const stored: Omit<NewDocument, 'userId' | 'createdAt'>[] = [];
  try {
    for (const file of files) {
      const storageKey = `documents/${randomUUID()}`;
      const { keyId } = await storage.put(storageKey, Readable.from([file.content]));
      stored.push({
        kind: file.kind,
        title: file.title,
        filename: file.filename,
        reference,
        storageKey,
        keyId,
        size: file.content.length,
        sha256: createHash('sha256').update(file.content).digest('hex'),
      });
    }
    return stored;
  } catch (err) {
    await forgetStored(storage, stored);
    throw err;
  }
}

/** Removes sealed files whose rows were never written (the change that made them failed). */
export async function forgetStored(
  storage: ObjectStorage,
  stored: readonly { storageKey: string }[],
) {
  await Promise.all(stored.map((s) => storage.remove(s.storageKey).catch(() => undefined)));
}

/** The decrypted PDF, or undefined when its bytes are missing from storage. */
export const openStored = (storage: ObjectStorage, row: { storageKey: string; keyId: string }) =>
  storage.open(row.storageKey, row.keyId);
