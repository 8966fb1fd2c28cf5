import { randomBytes } from 'node:crypto';
import { createReadStream, createWriteStream } from 'node:fs';
import { mkdir, readdir, rename, rm, stat } from 'node:fs/promises';
import path from 'node:path';
import { pipeline } from 'node:stream/promises';
import { assertSafeKey, type BlobStore } from './blob-store';

const PARTIAL = '.partial';

/** Files under `root`; a write lands under a temporary name and is renamed once complete. */
export function createDiskBlobStore(root: string): BlobStore {
  const fileFor = (key: string) => {
    assertSafeKey(key);
    return path.join(root, ...key.split('/'));
  };

  return {
    kind: 'disk',
    async write(key, body) {
      const file = fileFor(key);
      await mkdir(path.dirname(file), { recursive: true, mode: 0o700 });
      const partial = `${file}.${randomBytes(6).toString('hex')}${PARTIAL}`;
      try {
        await pipeline(body, createWriteStream(partial, { mode: 0o600 }));
        await rename(partial, file);
      } catch (err) {
        await rm(partial, { force: true });
        throw err;
      }
    },
    async read(key) {
      const file = fileFor(key);
      const found = await stat(file).catch(() => undefined);
      return found?.isFile() ? createReadStream(file) : undefined;
    },
    async remove(key) {
      await rm(fileFor(key), { force: true });
    },
    async removeStaleWrites(before) {
      const entries = await readdir(root, { recursive: true, withFileTypes: true }).catch(() => []);
      let removed = 0;
      for (const entry of entries) {
        if (!entry.isFile() || !entry.name.endsWith(PARTIAL)) continue;
        const file = path.join(entry.parentPath, entry.name);
        const found = await stat(file).catch(() => undefined);
        if (!found || found.mtime >= before) continue;
        // Another instance sharing the folder may have removed it first.
        await rm(file, { force: true });
        removed += 1;
      }
      return removed;
    },
  };
}
