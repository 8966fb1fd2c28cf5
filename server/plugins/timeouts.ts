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
  /** An idle keep-alive connection is closed after this long. */
  keepAliveMs: number;
}

export const SERVER_TIMEOUTS: ServerTimeouts = {
  headersMs: 10_000,
  bodyMs: 15_000,
  uploadBodyMs: 120_000,
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
 * Gives every request body a deadline from the end of its headers: a client trickling bytes
 * is answered 408 (through the error mapper) and its connection closed, whatever it announced.
 */
export function registerBodyDeadlines(app: FastifyInstance, t: ServerTimeouts) {
  app.addHook('preParsing', async (request, reply, payload) => {
    const { headers } = request;
    const hasBody =
      headers['transfer-encoding'] !== undefined || Number(headers['content-length'] ?? 0) > 0;
    if (!hasBody) return payload;
    const ms = request.routeOptions.config.bodyDeadline === 'upload' ? t.uploadBodyMs : t.bodyMs;
    const body = new PassThrough();
    const timer = setTimeout(() => {
      payload.unpipe(body);
      payload.pause();
      body.destroy(timedOut());
    }, ms);
    const stop = () => clearTimeout(timer);
    body.once('end', stop).once('close', stop);
    reply.raw.once('close', stop);
    payload.once('error', (err) => body.destroy(err));
    return payload.pipe(body);
  });
}
