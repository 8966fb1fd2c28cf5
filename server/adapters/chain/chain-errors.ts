import { AppError, badGateway } from '../../errors';

const NODE_UNREACHABLE =
  'No se pudo consultar la red Ethereum: el nodo no responde. Intenta de nuevo en unos minutos.';
export const NODE_NOT_CONFIGURED =
  'La conexión con la red Ethereum no está configurada (falta ETH_RPC_URL).';
export const EXPLORER_FAILED =
  'No se pudo consultar el historial en el explorador de bloques. Intenta de nuevo en unos minutos.';
export const EXPLORER_RATE_LIMITED =
  'El explorador de bloques está limitando las consultas. Intenta de nuevo en unos segundos.';

/** A 502 with a Spanish message for people; the technical cause stays attached for the log. */
export function chainFailure(cause: unknown, message = NODE_UNREACHABLE): AppError {
  if (cause instanceof AppError) return cause;
  return Object.assign(badGateway(message), { cause });
}

/** Runs a chain read and turns any failure into `chainFailure`. */
export async function guarded<T>(read: () => Promise<T>, message?: string): Promise<T> {
  try {
    return await read();
  } catch (err) {
    throw chainFailure(err, message);
  }
}
