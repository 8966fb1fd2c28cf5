import type { FastifyError, FastifyInstance } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { AppError } from '../errors';

const MESSAGES_BY_STATUS: Record<number, string> = {
  400: 'Solicitud inválida',
  401: 'Necesitas iniciar sesión',
  403: 'No tienes permiso para esta acción',
  404: 'No encontrado',
  405: 'Método no permitido',
  406: 'Formato de respuesta no aceptado',
  408: 'La solicitud tardó demasiado',
  409: 'La solicitud entra en conflicto con el estado actual',
  413: 'El cuerpo de la solicitud es demasiado grande',
  415: 'Tipo de contenido no admitido',
  429: 'Demasiadas solicitudes, intenta más tarde',
};

const MESSAGES_BY_CODE: Record<string, string> = {
  FST_ERR_CTP_INVALID_JSON_BODY: 'El cuerpo de la solicitud no es JSON válido',
  FST_ERR_CTP_EMPTY_JSON_BODY: 'El cuerpo JSON está vacío',
  FST_ERR_CTP_BODY_TOO_LARGE: 'El cuerpo de la solicitud es demasiado grande',
  FST_ERR_CTP_INVALID_MEDIA_TYPE: 'Tipo de contenido no admitido',
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: 'Longitud de contenido inválida',
};

/** Every error leaves as `{message}` in Spanish; 5xx details stay in the log. */
export function registerErrorHandling(app: FastifyInstance) {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    if (error instanceof AppError) {
      if (error.statusCode >= 500) request.log.error({ err: error }, error.message);
      return reply.code(error.statusCode).headers(error.headers).send({ message: error.message });
    }
    if (hasZodFastifySchemaValidationErrors(error)) {
      const first = error.validation[0];
      const field = first?.instancePath?.replace(/^\//, '').replaceAll('/', '.');
      const detail = first?.message ?? 'Datos inválidos';
      return reply.code(400).send({ message: field ? `${field}: ${detail}` : detail });
    }
    const status = error.statusCode ?? 500;
    if (status >= 400 && status < 500) {
      const message =
        MESSAGES_BY_CODE[error.code] ??
        (error instanceof SyntaxError
          ? MESSAGES_BY_CODE.FST_ERR_CTP_INVALID_JSON_BODY
          : undefined) ??
        MESSAGES_BY_STATUS[status] ??
        'Solicitud inválida';
      return reply.code(status).send({ message });
    }
    request.log.error({ err: error }, 'unexpected error');
    return reply
      .code(500)
      .send({ message: 'Error interno del servidor. Intenta de nuevo más tarde.' });
  });
}
