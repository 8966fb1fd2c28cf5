/**
 * The error answers every route can give, written once for the documents: any refusal is a
 * Spanish `{message}` (docs/decisions/input-and-errors.md) and a 5xx adds the request id
 * (docs/product/operations.md#request-ids). A route that documents a status itself keeps its own.
 */
const message = { type: 'string', description: 'Texto en español para mostrar a la persona' };

export const ERROR_ANSWERS = {
  '4XX': {
    description: 'Solicitud rechazada (datos inválidos, sin sesión, sin permiso, no encontrado…)',
    type: 'object',
    properties: { message },
    required: ['message'],
    additionalProperties: false,
  },
  '5XX': {
    description: 'Error del servidor, con el identificador de la solicitud',
    type: 'object',
    properties: {
      message,
      requestId: { type: 'string', description: 'El mismo valor que la cabecera x-request-id' },
    },
    required: ['message', 'requestId'],
    additionalProperties: false,
  },
} as const;

/** For routes whose success answer has no schema (a redirect, a file, an empty body). */
export const SUCCESS = { description: 'Hecho' } as const;
