import { pageEnvironment } from './page-environment';
import { toast } from './toast';

/** localStorage key of the admin bearer token. */
export const ADMIN_TOKEN_KEY = 'adminToken';

/**
 * A non-success answer. `message` follows docs/product/user-app.md#failed-calls: 'STATUS: body', or the status text when the
 * body is empty. `serverMessage` is the `{message}` of a JSON error body, for people to read.
 */
export class ApiError extends Error {
  constructor(
    readonly status: number,
    readonly body: string,
    statusText: string,
  ) {
    super(`${status}: ${body || statusText}`);
    this.name = 'ApiError';
  }

  get serverMessage(): string | undefined {
    try {
      const parsed: unknown = JSON.parse(this.body);
      if (parsed && typeof parsed === 'object' && 'message' in parsed) {
        const { message } = parsed;
        if (typeof message === 'string' && message) return message;
      }
    } catch {
      // Not JSON: there is no server message.
    }
    return undefined;
  }
}

/** What a person reads when the network failed them. */
export const NETWORK_MESSAGE = 'Por favor verifica tu conexión e intenta de nuevo';

/** The toast of anything the network did not let through: a request, a screen's code. */
export function toastNetworkError() {
  toast({ variant: 'destructive', title: 'Error de Red', description: NETWORK_MESSAGE });
}

/** The request never reached the server; the 'Error de Red' toast has already been shown. */
export class NetworkError extends Error {
  constructor(cause: unknown) {
    super(NETWORK_MESSAGE, { cause });
    this.name = 'NetworkError';
  }
}

export interface RequestOptions {
  method?: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  /** Sent as JSON with a JSON content type. */
  body?: unknown;
  signal?: AbortSignal;
  headers?: Record<string, string>;
}

async function send(path: string, options: RequestOptions): Promise<Response> {
  const headers: Record<string, string> = { ...options.headers };
  if (options.body !== undefined) headers['content-type'] = 'application/json';
  try {
    return await pageEnvironment().fetch(path, {
      method: options.method ?? 'GET',
      headers,
      body: options.body === undefined ? undefined : JSON.stringify(options.body),
      credentials: 'include',
      signal: options.signal,
    });
  } catch (err) {
    if (options.signal?.aborted) throw err;
    toastNetworkError();
    throw new NetworkError(err);
  }
}

async function readBody<T>(response: Response): Promise<T> {
  const text = await response.text();
  return (text ? JSON.parse(text) : undefined) as T;
}

async function throwIfNotOk(response: Response) {
  if (!response.ok) throw new ApiError(response.status, await response.text(), response.statusText);
}

/** Calls our API with the session cookie; resolves to the parsed JSON answer (undefined if empty). */
export async function apiRequest<T>(path: string, options: RequestOptions = {}): Promise<T> {
  const response = await send(path, options);
  await throwIfNotOk(response);
  return readBody<T>(response);
}

/** Like `apiRequest`, but a 401 answer resolves to null (e.g. "who is signed in?"). */
export async function apiRequestOrNull<T>(
  path: string,
  options: RequestOptions = {},
): Promise<T | null> {
  const response = await send(path, options);
  if (response.status === 401) {
    // Read even this answer: Chromium keeps a request whose body is left unread open.
    await response.text();
    return null;
  }
  await throwIfNotOk(response);
  return readBody<T>(response);
}

/**
 * An admin call's raw answer (a file to download), with `Authorization: Bearer` from
 * localStorage 'adminToken'; failures as in `apiRequest`.
 */
export async function adminFetch(path: string, options: RequestOptions = {}): Promise<Response> {
  // A page the server renders has no localStorage: its reads carry the panel's page cookie.
  const token = typeof localStorage === 'undefined' ? null : localStorage.getItem(ADMIN_TOKEN_KEY);
  const response = await send(path, {
    ...options,
    headers: { ...options.headers, ...(token ? { authorization: `Bearer ${token}` } : {}) },
  });
  await throwIfNotOk(response);
  return response;
}

/** Admin calls: `apiRequest` plus `Authorization: Bearer` from localStorage 'adminToken'. */
export async function adminRequest<T>(path: string, options: RequestOptions = {}): Promise<T> {
  return readBody<T>(await adminFetch(path, options));
}

/** The text to show a person for a failed call: the server's message, else 'STATUS: body'. */
export function errorMessage(error: unknown): string {
  if (error instanceof ApiError) return error.serverMessage ?? error.message;
  if (error instanceof Error) return error.message;
  return String(error);
}

/**
 * Destructive toast for a failed call, titled by the caller (e.g. 'Error al cerrar sesión').
 * Network failures are skipped: the client already showed 'Error de Red'.
 */
export function toastError(title: string, error: unknown, fallback?: string) {
  if (error instanceof NetworkError) return;
  const message = error instanceof ApiError ? (error.serverMessage ?? fallback) : undefined;
  toast({ variant: 'destructive', title, description: message ?? errorMessage(error) });
}
