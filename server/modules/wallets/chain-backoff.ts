/** The first retry after a failed pass; each further failure doubles it, up to the cap. */
export const FIRST_RETRY_MS = 5_000;
export const MAX_RETRY_MS = 5 * 60_000;

/** When a job that failed `failures` times in a row may run again. */
export function nextAttempt(now: Date, failures: number): Date {
  const wait = Math.min(MAX_RETRY_MS, FIRST_RETRY_MS * 2 ** Math.max(0, failures - 1));
  return new Date(now.getTime() + wait);
}

const MAX_ERROR_LENGTH = 300;

/** A short line for the staff panel: what failed, in Spanish, with the node's own words. */
export function failureText(error: unknown): string {
  // The node's errors (viem) carry a one-line summary besides their long message.
  const short = (error as { shortMessage?: unknown } | null)?.shortMessage;
  const detail =
    typeof short === 'string' ? short : error instanceof Error ? error.message : String(error);
  return `No se pudo leer la red Ethereum: ${detail}`.slice(0, MAX_ERROR_LENGTH);
}
