import { spawn } from 'node:child_process';
import { existsSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import net from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { isNull } from 'drizzle-orm';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { openTestDatabase, type TestDatabase } from '../../tests/support/test-database';
import { manualClock } from '../adapters/clock';
import { createStorage } from '../adapters/storage';
import { loadConfig } from '../config';
import { openDatabase, type Database } from '../db/client';
import { storedObjects } from '../db/schema';
import { createObjectsService } from '../modules/objects/objects.service';
import { DEMO_PASSWORD, DEMO_USERS } from '../seed/demo-data';

const SECRETS = {
  ADMIN_PATH_PREFIX: 'admin-cleanup-test-prefix',
  DATA_ENCRYPTION_KEY: '22'.repeat(32),
};

let dataDir: string;
let postgres: TestDatabase | undefined;
beforeAll(async () => {
  dataDir = mkdtempSync(path.join(tmpdir(), 'cartera-cleanup-'));
  if (process.env.TEST_DATABASE === 'postgres') postgres = await openTestDatabase();
});
afterAll(async () => {
  await postgres?.close();
  rmSync(dataDir, { recursive: true, force: true });
});

/** The real server (`server/main.ts`) in a child process, on this test's data folder. */
function startServer() {
  const { DATABASE_URL: _unused, ...inherited } = process.env;
  const child = spawn(process.execPath, ['--import', 'tsx', path.resolve('server/main.ts')], {
    env: {
      ...inherited,
      ...SECRETS,
      NODE_ENV: 'development',
      DATA_DIR: dataDir,
      PORT: '0',
      LOG_LEVEL: 'warn',
      // Any address: no chain is read, and none is started.
      ETH_RPC_URL: 'http://127.0.0.1:9',
      ...(postgres ? { DATABASE_URL: postgres.url } : {}),
    },
  });
  let output = '';
  child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const exited = new Promise<void>((resolve) => child.on('exit', () => resolve()));
  const ready = new Promise<string>((resolve, reject) => {
    child.stdout.on('data', () => {
      const match = /Administrador: .*\n/.test(output) && /App: +(http:\/\/\S+)\//.exec(output);
      if (match) resolve(match[1]!);
    });
    void exited.then(() => reject(new Error(`server exited:\n${output}`)));
  });
  return { child, ready, exited };
}

const partialFiles = () => {
  const uploads = path.join(dataDir, 'objects', 'uploads');
  return existsSync(uploads) ? readdirSync(uploads).filter((f) => f.endsWith('.partial')) : [];
};

async function until(condition: () => boolean) {
  while (!condition()) await new Promise((resolve) => setTimeout(resolve, 50));
}

/** The database the killed server used, opened by this process once the server is gone. */
async function reopenDatabase(): Promise<Database> {
  if (postgres) return postgres;
  const pgliteDir = path.join(dataDir, 'pglite');
  // Its holder was killed: the lock would only be stale after 10 s.
  rmSync(`${pgliteDir}.lock`, { recursive: true, force: true });
  return openDatabase({ pgliteDir });
}

it(
  'stores nothing of an upload cut by a killed server, and cleans its slot up',
  { timeout: 180_000 },
  async () => {
    const server = startServer();
    const base = await server.ready;
    const login = await fetch(`${base}/api/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: DEMO_USERS[0]!.email, password: DEMO_PASSWORD }),
    });
    const sid = /sid=([^;]+)/.exec(login.headers.get('set-cookie') ?? '')![1]!;
    const slot = await fetch(`${base}/api/objects/upload`, {
      method: 'POST',
      headers: { cookie: `sid=${sid}` },
    });
    const { uploadURL } = (await slot.json()) as { uploadURL: string };

    // Half of a 5 MB photo, then the server dies (kill -9) while receiving it. Photos are decoded
    // whole before anything is stored, so an upload cut short leaves no file at all.
    const { port } = new URL(base);
    const socket = net.connect(Number(port), '127.0.0.1');
    socket.on('error', () => undefined);
    socket.write(
      `PUT ${uploadURL} HTTP/1.1\r\nHost: x\r\nCookie: sid=${sid}\r\n` +
        'Content-Type: image/jpeg\r\nContent-Length: 5000000\r\n\r\n',
    );
    socket.write(Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xe0]), Buffer.alloc(300_000)]));
    await until(() => socket.bytesWritten > 300_000);
    await new Promise((resolve) => setTimeout(resolve, 500));
    server.child.kill('SIGKILL');
    await server.exited;
    socket.destroy();

    const database = await reopenDatabase();
    try {
      const unused = await database.db
        .select()
        .from(storedObjects)
        .where(isNull(storedObjects.uploadedAt));
      expect(unused).toHaveLength(1);
      const photos = (await database.db.select().from(storedObjects)).length - 1;
      const config = loadConfig({ NODE_ENV: 'test', DATA_DIR: dataDir, ...SECRETS });
      const cleanupAt = (date: Date) =>
        createObjectsService({
          db: database.db,
          storage: createStorage(config),
          clock: manualClock(date),
        }).removeUploadLeftovers();

      expect(partialFiles()).toEqual([]);
      // Right away nothing is touched: an upload this recent could still be running elsewhere.
      expect(await cleanupAt(new Date())).toEqual({ slots: 0, files: 0 });

      // Once the slot has expired and been left for an hour, it goes.
      expect(await cleanupAt(new Date(Date.now() + 2 * 60 * 60_000))).toEqual({
        slots: 1,
        files: 0,
      });
      const left = await database.db.select().from(storedObjects);
      expect(left).toHaveLength(photos);
      expect(left.every((o) => o.uploadedAt !== null)).toBe(true);
    } finally {
      if (!postgres) await database.close();
    }
  },
);
