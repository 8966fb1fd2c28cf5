import http from 'node:http';
import type { Socket } from 'node:net';
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { AppError } from '../errors';
import { REQUEST_ID_HEADER } from './request-id';

const INTERNAL = 'Error interno del servidor. Intenta de nuevo más tarde.';
export const REQUEST_TIMED_OUT = 'La solicitud tardó demasiado';

const MESSAGES_BY_STATUS: Record<number, string> = {
  400: 'Solicitud inválida',
  401: 'Necesitas iniciar sesión',
  403: 'No tienes permiso para esta acción',
  404: 'No encontrado',
  405: 'Método no permitido',
  406: 'Formato de respuesta no aceptado',
  408: REQUEST_TIMED_OUT,
  409: 'La solicitud entra en conflicto con el estado actual',
  413: 'El cuerpo de la solicitud es demasiado grande',
  414: 'La dirección solicitada es demasiado larga',
  415: 'Tipo de contenido no admitido',
  429: 'Demasiadas solicitudes, intenta más tarde',
  431: 'Las cabeceras de la solicitud son demasiado grandes',
  503: 'El servidor se está reiniciando. Intenta de nuevo en unos segundos.',
};

const MESSAGES_BY_CODE: Record<string, string> = {
  FST_ERR_CTP_INVALID_JSON_BODY: 'El cuerpo de la solicitud no es JSON válido',
  FST_ERR_CTP_EMPTY_JSON_BODY: 'El cuerpo JSON está vacío',
  FST_ERR_CTP_BODY_TOO_LARGE: 'El cuerpo de la solicitud es demasiado grande',
  FST_ERR_CTP_INVALID_MEDIA_TYPE: 'Tipo de contenido no admitido',
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: 'Longitud de contenido inválida',
  FST_ERR_BAD_URL: 'La dirección solicitada no es válida',
};

interface MappedError {
  status: number;
  message: string;
  headers: Record<string, string>;
}

/** The one mapping from any error to what the client sees: a status and a Spanish message. */
function mapError(error: FastifyError): MappedError {
  if (error instanceof AppError) {
    return { status: error.statusCode, message: error.message, headers: error.headers };
  }
  if (hasZodFastifySchemaValidationErrors(error)) {
    const first = error.validation[0];
    const field = first?.instancePath?.replace(/^\//, '').replaceAll('/', '.');
    const detail = first?.message ?? 'Datos inválidos';
    return { status: 400, message: field ? `${field}: ${detail}` : detail, headers: {} };
  }
  const status = error.statusCode ?? 500;
  if (status < 400 || status >= 500) return { status: 500, message: INTERNAL, headers: {} };
  const message =
    MESSAGES_BY_CODE[error.code] ??
    (error instanceof SyntaxError ? MESSAGES_BY_CODE.FST_ERR_CTP_INVALID_JSON_BODY : undefined) ??
    MESSAGES_BY_STATUS[status] ??
    MESSAGES_BY_STATUS[400]!;
  return { status, message, headers: {} };
}

/**
 * Every error leaves as `{message}` in Spanish, echoing nothing; 5xx details stay in the log and
 * the body adds the request id (`requestId`; the generic 500 message also quotes it).
 */
export function sendError(error: FastifyError, request: FastifyRequest, reply: FastifyReply) {
  const { status, message, headers } = mapError(error);
  // Framework errors can come before the onRequest hooks: the id header is set here too.
  reply.header(REQUEST_ID_HEADER, request.id);
  if (status < 500) return reply.code(status).headers(headers).send({ message });
  request.log.error({ err: error }, 'request failed');
  // The id lets a person quote the failure (docs/product/operations.md#request-ids): every 5xx
  // body has it, and the generic message, which says nothing else, quotes it for people to read.
  const quoted = error instanceof AppError ? message : `${message} Referencia: ${request.id}`;
  const body = { message: quoted, requestId: request.id };
  // Written as is: a route's own 5xx schema (`{message}`) must not strip the id.
  return reply.code(status).headers(headers).serializer(JSON.stringify).send(body);
}

/**
 * Errors Node's HTTP parser raises before there is a request (malformed or oversized headers,
 * headers or body too slow): the same Spanish `{message}`, then the connection is closed.
 */
export function clientErrorHandler(error: NodeJS.ErrnoException, socket: Socket) {
  if (error.code === 'ECONNRESET' || socket.destroyed) return;
  const status =
    error.code === 'ERR_HTTP_REQUEST_TIMEOUT'
      ? 408
      : error.code === 'HPE_HEADER_OVERFLOW'
        ? 431
        : 400;
  const body = JSON.stringify({ message: MESSAGES_BY_STATUS[status] });
  if (socket.writable) {
    socket.write(
      `HTTP/1.1 ${status} ${http.STATUS_CODES[status]}\r\n` +
        'Content-Type: application/json; charset=utf-8\r\n' +
        `Content-Length: ${Buffer.byteLength(body)}\r\n` +
        'Connection: close\r\n\r\n' +
        body,
    );
  }
  socket.destroy();
}

/**
 * Installs the mapper as the error handler. Pass `sendError` as Fastify's `frameworkErrors`
 * (bad URL encoding, over-long path parameters) and `clientErrorHandler` as its
 * `clientErrorHandler`, with `return503OnClosing: false`: requests that arrive while the app
 * shuts down get the mapper's 503 here instead of Fastify's English one.
 */
export function registerErrorHandling(app: FastifyInstance) {
  app.setErrorHandler(sendError);
  let closing = false;
  app.addHook('preClose', () => {
    closing = true;
  });
  app.addHook('onRequest', async () => {
    if (closing) throw new AppError(503, MESSAGES_BY_STATUS[503]!, { connection: 'close' });
  });
}
