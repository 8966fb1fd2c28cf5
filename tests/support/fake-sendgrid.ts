import { createServer, type IncomingMessage } from 'node:http';
import type { AddressInfo } from 'node:net';

export interface SendgridRequest {
  method: string | undefined;
  url: string | undefined;
  authorization: string | undefined;
  body: Record<string, unknown>;
}

/**
 * A local stand-in for SendGrid's v3 API: POST /v3/mail/send answers 202 (or `status`, with
 * SendGrid's error body), and every request is kept in `received`.
 */
export async function startFakeSendgrid() {
  const received: SendgridRequest[] = [];
  let status = 202;
  const server = createServer((req: IncomingMessage, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      received.push({
        method: req.method,
        url: req.url,
        authorization: req.headers.authorization,
        body: JSON.parse(Buffer.concat(chunks).toString('utf8')) as Record<string, unknown>,
      });
      const known = req.method === 'POST' && req.url === '/v3/mail/send';
      res.writeHead(known ? status : 404, { 'content-type': 'application/json' });
      res.end(status === 202 ? '' : JSON.stringify({ errors: [{ message: 'denied' }] }));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    received,
    /** The status the next requests get (202 = accepted). */
    answer(next: number) {
      status = next;
    },
    reset() {
      received.length = 0;
      status = 202;
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

export type FakeSendgrid = Awaited<ReturnType<typeof startFakeSendgrid>>;
