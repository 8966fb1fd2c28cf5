import type { FastifyInstance, FastifyServerOptions } from 'fastify';
import type { DestinationStream } from 'pino';

/**
 * What the log may hold, decided in one place. Errors are written field by field from a short
 * list (never a driver's query parameters, a PostgreSQL `detail` with row values, or a mail
 * transport's recipient list); e-mail addresses are masked in error texts; query strings are
 * left out of logged URLs (search terms are names and e-mails), as are all headers (cookies,
 * bearer tokens); and the personal fields the code logs by name (`to`, `email`) are censored.
 */

const REDACTED = '[redactado]';
const MAX_CAUSES = 5;
const EMAIL = /[^\s<>"'(),;:@[\]]+@[^\s<>"'(),;:@[\]]+/g;
/** drizzle's DrizzleQueryError puts the parameters after the SQL: "Failed query: …\nparams: …". */
const QUERY_PARAMETERS = /\nparams: [\s\S]*$/;

/** Fields of an error that name things (codes, constraints, tables), never the data. */
const SAFE_FIELDS = ['code', 'statusCode', 'constraint', 'table', 'column', 'routine'] as const;

export interface LoggedError {
  type: string;
  message: string;
  stack: string;
  cause?: LoggedError;
  [field: string]: unknown;
}

/** PostgreSQL's data exceptions (class 22) quote the offending value in their message. */
const DATA_EXCEPTION = /^22/;
const QUOTED = /"[^"]*"/g;

const maskText = (text: string, dataException: boolean) => {
  const masked = text.replace(QUERY_PARAMETERS, '').replace(EMAIL, REDACTED);
  return dataException ? masked.replace(QUOTED, `"${REDACTED}"`) : masked;
};

/** An error as the log may show it (also its causes, a few levels deep). */
export function loggedError(err: unknown, depth = 0): LoggedError {
  if (!(err instanceof Error)) return { type: typeof err, message: REDACTED, stack: '' };
  const fields = err as unknown as Record<string, unknown>;
  const dataException = typeof fields.code === 'string' && DATA_EXCEPTION.test(fields.code);
  const message = maskText(err.message, dataException);
  const logged: LoggedError = {
    type: err.constructor.name,
    message,
    // The stack starts with the message, parameters and all.
    stack: maskText(
      err.message ? (err.stack ?? '').split(err.message).join(message) : (err.stack ?? ''),
      dataException,
    ),
  };
  for (const field of SAFE_FIELDS) {
    const value = fields[field];
    if (typeof value === 'string' || typeof value === 'number') logged[field] = value;
  }
  if (err.cause !== undefined && depth < MAX_CAUSES)
    logged.cause = loggedError(err.cause, depth + 1);
  return logged;
}

const withoutQuery = (url: string) => url.replace(/\?.*$/s, '?…');

interface LoggedRequest {
  method: string;
  url: string;
  ip: string;
  id: string;
}

export function loggerOptions(
  level: string,
  stream?: DestinationStream,
): NonNullable<FastifyServerOptions['logger']> {
  return {
    level,
    stream,
    redact: {
      paths: ['to', 'email'],
      censor: REDACTED,
    },
    serializers: {
      err: loggedError,
      queueErr: loggedError,
      req: (request: LoggedRequest) => ({
        method: request.method,
        url: withoutQuery(request.url),
        remoteAddress: request.ip,
      }),
    },
  };
}

/**
 * One line per answered request, in place of Fastify's two (`disableRequestLogging`). Production
 * keeps it structured at info; elsewhere it is a short debug line, so the development console
 * shows warnings and the console transport's e-mails, and LOG_LEVEL=debug brings requests back.
 */
export function registerRequestLog(app: FastifyInstance, production: boolean) {
  app.addHook('onResponse', async (request, reply) => {
    const statusCode = reply.statusCode;
    if (production) {
      request.log.info(
        { req: request, res: { statusCode }, responseTime: reply.elapsedTime },
        'request completed',
      );
    } else {
      const ms = Math.round(reply.elapsedTime);
      request.log.debug(`${request.method} ${withoutQuery(request.url)} ${statusCode} ${ms} ms`);
    }
  });
}
