/** A failure the client caused or must be told about; `message` is Spanish and shown to people. */
export class AppError extends Error {
  constructor(
    readonly statusCode: number,
    message: string,
    readonly headers: Record<string, string> = {},
  ) {
    super(message);
  }
}

export const badRequest = (message: string) => new AppError(400, message);
export const unauthorized = (message = 'Necesitas iniciar sesión') => new AppError(401, message);
export const forbidden = (message: string) => new AppError(403, message);
export const notFound = (message = 'No encontrado') => new AppError(404, message);
export const conflict = (message: string) => new AppError(409, message);
export const badGateway = (message: string) => new AppError(502, message);

export function tooManyRequests(message: string, retryAfterSeconds: number) {
  return new AppError(429, message, {
    'retry-after': String(Math.max(1, Math.ceil(retryAfterSeconds))),
  });
}
