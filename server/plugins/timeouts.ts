import { PassThrough } from 'node:stream';
import type { Server } from 'node:http';
import type { FastifyHttpOptions, FastifyInstance } from 'fastify';
import { AppError } from '../errors';
import { REQUEST_TIMED_OUT } from './errors';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** 'upload': this route's body is a file and gets the longer upload deadline. */
    bodyDeadline?: 'upload';
  }
}

/**
 * How long a client may take, in milliseconds (why these figures:
 * docs/decisions/server-timeouts.md).
 */
export interface ServerTimeouts {
  /** From the first byte of a request to the end of its headers. */
  headersMs: number;
  /** To send a whole JSON body once the headers are in (bodies are at most 1 MB). */
  bodyMs: number;
  /** To send a whole file (ID photos, at most 10 MB) once the headers are in. */
  uploadBodyMs: number;
  /** An upload must bring at least this many bytes in each stretch of `uploadGraceMs`… */
  uploadMinBytesPerSecond: number;
  /** …counted once this long has passed since its headers. */
  uploadGraceMs: number;
  /** An idle keep-alive connection is closed after this long. */
  keepAliveMs: number;
}

export const SERVER_TIMEOUTS: ServerTimeouts = {
  headersMs: 10_000,
  bodyMs: 15_000,
  uploadBodyMs: 120_000,
  uploadMinBytesPerSecond: 16 * 1024,
  uploadGraceMs: 10_000,
  keepAliveMs: 65_000,
};

/** The Node server's own limits; the per-route body deadlines are `registerBodyDeadlines`. */
export function serverTimeoutOptions(t: ServerTimeouts): Partial<FastifyHttpOptions<Server>> {
  return {
    keepAliveTimeout: t.keepAliveMs,
    // Node's whole-request limit is only a backstop behind the per-route body deadlines.
    requestTimeout: t.headersMs + Math.max(t.bodyMs, t.uploadBodyMs),
    http: {
      headersTimeout: t.headersMs,
      // Node checks both limits on this interval (30 s by default, which let slow headers
      // through for up to 75 s).
      connectionsCheckingInterval: Math.min(1_000, t.headersMs / 5),
    },
  };
}

const timedOut = () => new AppError(408, REQUEST_TIMED_OUT, { connection: 'close' });

/**
 * Calls `tooSlow` when a body brings fewer than `bytesPerSecond` in the last `graceMs` (checked
 * from `graceMs` on, a few times per stretch): a client sending one byte a second is cut within
 * seconds, not at the whole-body deadline. Answers a function that stops watching.
 */
function watchRate(
  source: NodeJS.ReadableStream,
  { bytesPerSecond, graceMs }: { bytesPerSecond: number; graceMs: number },
  tooSlow: () => void,
) {
  let received = 0;
  // The source is piped (flowing) already: one more 'data' listener only counts.
  source.on('data', (chunk: Buffer) => (received += chunk.length));
  const tickMs = Math.max(Math.floor(graceMs / 5), 10);
  const samples: number[] = [];
  const ticker = setInterval(() => {
    samples.push(received);
    const stretch = Math.round(graceMs / tickMs);
    if (samples.length <= stretch) return;
    const since = samples[samples.length - 1 - stretch]!;
    if (received - since < (bytesPerSecond * graceMs) / 1000) tooSlow();
    samples.shift();
  }, tickMs);
  return () => clearInterval(ticker);
}

/**
 * Gives every request body a deadline from the end of its headers, and an upload a minimum
 * rate: a client trickling bytes is answered 408 (through the error mapper) and its connection
 * closed, whatever it announced.
 */
export function registerBodyDeadlines(app: FastifyInstance, t: ServerTimeouts) {
  app.addHook('preParsing', async (request, reply, payload) => {
    const { headers } = request;
    const hasBody =
      headers['transfer-encoding'] !== undefined || Number(headers['content-length'] ?? 0) > 0;
    if (!hasBody) return payload;
    const upload = request.routeOptions.config.bodyDeadline === 'upload';
    const body = new PassThrough();
    const cut = () => {
      payload.unpipe(body);
      payload.pause();
      body.destroy(timedOut());
    };
    const timer = setTimeout(cut, upload ? t.uploadBodyMs : t.bodyMs);
    const stopRate = upload
      ? watchRate(
          payload,
          { bytesPerSecond: t.uploadMinBytesPerSecond, graceMs: t.uploadGraceMs },
          cut,
        )
      : () => undefined;
    const stop = () => {
      clearTimeout(timer);
      stopRate();
    };
    body.once('end', stop).once('close', stop);
    reply.raw.once('close', stop);
    payload.once('error', (err) => body.destroy(err));
    return payload.pipe(body);
  });

  // A refusal that comes before the body was read (too large, wrong type, signed out) closes
  // the connection once answered: Node would otherwise read and discard whatever the client
  // still sends, for as long as it sends it.
  app.addHook('onSend', async (request, reply, payload) => {
    if (reply.statusCode >= 400 && !request.raw.complete) reply.header('connection', 'close');
    return payload;
  });
}
