import { existsSync, readdirSync } from 'node:fs';
import net from 'node:net';
import path from 'node:path';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { sessions, storedObjects } from '../db/schema';
import { createUser } from '../../tests/support/factories';
import { makeImage } from '../../tests/support/images';
import { createTestContext, type TestContext } from '../../tests/support/test-app';
import { SERVER_TIMEOUTS } from './timeouts';
import { requestUploadUrl } from '../../tests/support/uploads';
import { signIn } from '../../tests/support/withdrawal-fixtures';

const TIMED_OUT = '{"message":"La solicitud tardó demasiado"}';

let ctx: TestContext;
let port: number;
beforeAll(async () => {
  // Short deadlines so the test does not wait for the real ones (SERVER_TIMEOUTS).
  ctx = await createTestContext({
    timeouts: {
      headersMs: 400,
      bodyMs: 400,
      uploadBodyMs: 800,
      uploadMinBytesPerSecond: 16 * 1024,
      uploadGraceMs: 10_000,
      keepAliveMs: 400,
    },
  });
  await ctx.app.listen({ port: 0, host: '127.0.0.1' });
  port = (ctx.app.server.address() as net.AddressInfo).port;
});
afterAll(() => ctx.close());
beforeEach(() => ctx.reset());

/**
 * A real client on a socket: sends `start`, then `drip` every 50 ms for as long as the
 * connection stays open (a slow client would go on for minutes). Answers all it received
 * once the server closed the connection.
 */
function slowClient(start: string | Buffer, drip?: string) {
  return new Promise<string>((resolve, reject) => {
    const socket = net.connect(port, '127.0.0.1');
    let received = '';
    let dripping: NodeJS.Timeout | undefined;
    socket.on('connect', () => {
      socket.write(start);
      if (drip) dripping = setInterval(() => socket.writable && socket.write(drip), 50);
    });
    socket.on('data', (chunk) => (received += chunk.toString()));
    socket.on('error', reject);
    socket.on('close', () => {
      clearInterval(dripping);
      resolve(received);
    });
  });
}

describe('slow clients are cut off', () => {
  it('answers headers that never end with 408 in Spanish and closes the connection', async () => {
    const answer = await slowClient('POST /api/login HTTP/1.1\r\nHost: x\r\n', 'X-Lento: 1\r\n');
    expect(answer).toMatch(/^HTTP\/1\.1 408 /);
    expect(answer.endsWith(TIMED_OUT)).toBe(true);
  });

  it('answers a body trickled byte by byte with 408 in Spanish, and nobody signs in', async () => {
    const user = await createUser(ctx.db);
    const head = [
      'POST /api/login HTTP/1.1',
      'Host: x',
      'Content-Type: application/json',
      'Content-Length: 1000',
      '',
      `{"email":"${user.email}","password":"`,
    ].join('\r\n');
    const answer = await slowClient(head, 'x');
    expect(answer).toMatch(/^HTTP\/1\.1 408 /);
    // Answered by the route's deadline through the app (Node's own backstop writes 'Connection').
    expect(answer).toMatch(/\r\nconnection: close\r\n/);
    expect(answer.endsWith(TIMED_OUT)).toBe(true);
    expect(await ctx.db.select().from(sessions)).toEqual([]);
  });

  it('gives an upload its own deadline and keeps nothing of it', async () => {
    const user = await createUser(ctx.db);
    const { sid } = await signIn(ctx.app, user.email);
    const uploadURL = await requestUploadUrl(ctx.app, sid);
    const head = [
      `PUT ${uploadURL} HTTP/1.1`,
      'Host: x',
      `Cookie: sid=${sid}`,
      'Content-Type: image/jpeg',
      'Content-Length: 5000000',
      '',
      '\xff\xd8\xff\xe0',
    ].join('\r\n');
    // The JPEG signature as bytes, then zeros for ever.
    const answer = await slowClient(Buffer.from(head, 'latin1'), '\x00');
    expect(answer).toMatch(/^HTTP\/1\.1 408 /);
    expect(answer).toMatch(/\r\nconnection: close\r\n/);
    expect(answer.endsWith(TIMED_OUT)).toBe(true);
    const [slot] = await ctx.db.select().from(storedObjects);
    expect(slot!.uploadedAt).toBeNull();
    // Photos are stored only once whole and decoded: nothing of a cut upload is written.
    const uploads = path.join(ctx.config.dataDir, 'objects', 'uploads');
    expect(existsSync(uploads) ? readdirSync(uploads) : []).toEqual([]);
  });

  it('closes the connection right after refusing an upload it did not read', async () => {
    const user = await createUser(ctx.db);
    const { sid } = await signIn(ctx.app, user.email);
    const uploadURL = await requestUploadUrl(ctx.app, sid);
    const head = (length: number) =>
      [
        `PUT ${uploadURL} HTTP/1.1`,
        'Host: x',
        `Cookie: sid=${sid}`,
        'Content-Type: image/png',
        `Content-Length: ${length}`,
        '',
        'no es una imagen',
      ].join('\r\n');
    for (const [length, status] of [
      [5_000_000, 400],
      [50_000_000, 413],
    ] as const) {
      const started = Date.now();
      const answer = await slowClient(head(length), '\x00');
      expect(answer).toMatch(new RegExp(`^HTTP/1\\.1 ${status} `));
      expect(answer).toMatch(/\r\nconnection: close\r\n/);
      // Long before the upload's own deadline (800 ms here) would have ended it.
      expect(Date.now() - started).toBeLessThan(600);
    }
  });

  it('closes a keep-alive connection left idle after its answer', async () => {
    const answer = await slowClient('GET /healthz HTTP/1.1\r\nHost: x\r\n\r\n');
    expect(answer).toMatch(/^HTTP\/1\.1 200 /);
    expect(answer).toMatch(/\r\nconnection: keep-alive\r\n/i);
  });
});

describe('uploads keep a minimum rate', () => {
  it('cuts an upload sending a byte at a time with 408 within 20 s (the real figures)', async () => {
    const real = await createTestContext({ timeouts: SERVER_TIMEOUTS });
    try {
      await real.app.listen({ port: 0, host: '127.0.0.1' });
      const realPort = (real.app.server.address() as net.AddressInfo).port;
      const user = await createUser(real.db);
      const { sid } = await signIn(real.app, user.email);
      const uploadURL = await requestUploadUrl(real.app, sid);
      const jpeg = await makeImage('jpeg');
      const started = Date.now();
      const answer = await new Promise<string>((resolve, reject) => {
        const socket = net.connect(realPort, '127.0.0.1');
        let received = '';
        let sent = 0;
        let drip: NodeJS.Timeout | undefined;
        socket.on('connect', () => {
          socket.write(
            [
              `PUT ${uploadURL} HTTP/1.1`,
              'Host: x',
              `Cookie: sid=${sid}`,
              'Content-Type: image/jpeg',
              `Content-Length: ${jpeg.length}`,
              '',
              '',
            ].join('\r\n'),
          );
          // A real image, one byte a second: it would take minutes to arrive.
          drip = setInterval(
            () => socket.writable && socket.write(jpeg.subarray(sent, ++sent)),
            1000,
          );
        });
        socket.on('data', (chunk) => (received += chunk.toString()));
        socket.on('error', reject);
        socket.on('close', () => {
          clearInterval(drip);
          resolve(received);
        });
      });
      const tookMs = Date.now() - started;
      expect(answer).toMatch(/^HTTP\/1\.1 408 /);
      expect(answer.endsWith(TIMED_OUT)).toBe(true);
      expect(tookMs).toBeGreaterThanOrEqual(SERVER_TIMEOUTS.uploadGraceMs);
      expect(tookMs).toBeLessThan(20_000);
      const [slot] = await real.db.select().from(storedObjects);
      expect(slot!.uploadedAt).toBeNull();
    } finally {
      await real.close();
    }
  }, 40_000);
});
