import { randomUUID } from 'node:crypto';
import type { IncomingMessage } from 'node:http';
import type { FastifyInstance } from 'fastify';

/**
 * Every answer names its request (docs/product/operations.md#request-ids): the same id is in each
 * log line Fastify writes for the request (`reqId`) and in every 5xx body, so a person can quote
 * it and an operator can find the lines.
 */
export const REQUEST_ID_HEADER = 'x-request-id';

/** What a proxy's id may look like: a UUID, a ULID, a trace id; nothing that could forge a log. */
const WELL_FORMED = /^[A-Za-z0-9._:-]{8,128}$/;

/**
 * Fastify's `genReqId`: an incoming `x-request-id` is kept only behind a trusted proxy (the
 * proxy's id then joins its own logs to ours) and only when well-formed; otherwise a new UUID.
 */
export function requestIdGenerator(trustProxy: boolean) {
  return (request: IncomingMessage): string => {
    const incoming = request.headers[REQUEST_ID_HEADER];
    if (trustProxy && typeof incoming === 'string' && WELL_FORMED.test(incoming)) return incoming;
    return randomUUID();
  };
}

/** Puts the id on every answer, errors and 404s included. */
export function registerRequestId(app: FastifyInstance) {
  app.addHook('onRequest', async (request, reply) => {
    reply.header(REQUEST_ID_HEADER, request.id);
  });
}
