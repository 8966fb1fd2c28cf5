import { fillPath, type EndpointPath, type PathParams } from '@schemas/endpoint-paths';
import type { AnswerOf, BodyOf, EndpointAt, QueryOf } from '@schemas/endpoints';
import {
  adminFetch,
  adminRequest,
  apiRequest,
  apiRequestOrNull,
  type RequestOptions,
} from './api-client';

/*
 * Calls and query keys built from the endpoint contract (docs/decisions/endpoint-contract.md):
 * the path and method from the zod-free table in schemas/endpoint-paths.ts, the types from the
 * contract's schemas, imported as types only so no zod reaches the bundles.
 */

type QueryValue = string | number | boolean | null | undefined;

type ParamsArg<E extends EndpointPath> = keyof PathParams<E['path']> extends never
  ? { params?: undefined }
  : { params: PathParams<E['path']> };
type QueryArg<E extends EndpointPath> = [QueryOf<EndpointAt<E>>] extends [never]
  ? { query?: undefined }
  : { query?: { [K in keyof QueryOf<EndpointAt<E>>]?: QueryValue } | Record<string, QueryValue> };
type BodyArg<E extends EndpointPath> = [BodyOf<EndpointAt<E>>] extends [never]
  ? { body?: undefined }
  : undefined extends BodyOf<EndpointAt<E>>
    ? { body?: BodyOf<EndpointAt<E>> }
    : { body: BodyOf<EndpointAt<E>> };

/** What a call sends: the path's params, the query, the JSON body. */
export type CallArgs<E extends EndpointPath> = ParamsArg<E> &
  QueryArg<E> &
  BodyArg<E> & { signal?: AbortSignal };

/** The arguments may be left out when the endpoint needs none. */
type Args<E extends EndpointPath> =
  Record<string, never> extends Omit<CallArgs<E>, 'signal' | 'query'>
    ? [args?: CallArgs<E>]
    : [args: CallArgs<E>];

/** The endpoint's success answer, as its schema types it. */
export type Answer<E extends EndpointPath> = AnswerOf<EndpointAt<E>>;

/** The URL of a call: the path with its params filled in, then the query (empty values left out). */
export function urlOf<E extends EndpointPath>(
  endpoint: E,
  args: { params?: object; query?: Record<string, QueryValue> } = {},
): string {
  const path = fillPath(endpoint.path, args.params as PathParams<E['path']> | undefined);
  const query = new URLSearchParams();
  for (const [key, value] of Object.entries(args.query ?? {})) {
    if (value !== undefined && value !== null) query.set(key, String(value));
  }
  const search = query.toString();
  return search ? `${path}?${search}` : path;
}

const optionsOf = (endpoint: EndpointPath, args: { body?: unknown; signal?: AbortSignal }) => {
  const options: RequestOptions = { method: endpoint.method };
  if (args.body !== undefined) options.body = args.body;
  if (args.signal) options.signal = args.signal;
  return options;
};

/** A call with the session cookie; resolves to the typed answer. */
export function apiCall<E extends EndpointPath>(endpoint: E, ...[args]: Args<E>) {
  const call = (args ?? {}) as CallArgs<E>;
  return apiRequest<Answer<E>>(urlOf(endpoint, call), optionsOf(endpoint, call));
}

/** Like `apiCall`, but a 401 resolves to null (e.g. "who is signed in?"). */
export function apiCallOrNull<E extends EndpointPath>(endpoint: E, ...[args]: Args<E>) {
  const call = (args ?? {}) as CallArgs<E>;
  return apiRequestOrNull<Answer<E>>(urlOf(endpoint, call), optionsOf(endpoint, call));
}

/** A staff call, with the admin bearer token. */
export function adminCall<E extends EndpointPath>(endpoint: E, ...[args]: Args<E>) {
  const call = (args ?? {}) as CallArgs<E>;
  return adminRequest<Answer<E>>(urlOf(endpoint, call), optionsOf(endpoint, call));
}

/** A staff call's raw answer (a file to download), with the admin bearer token. */
export function adminDownload<E extends EndpointPath>(endpoint: E, ...[args]: Args<E>) {
  const call = (args ?? {}) as CallArgs<E>;
  return adminFetch(urlOf(endpoint, call), optionsOf(endpoint, call));
}

/**
 * The query key of an endpoint's reads: its contract path, then what tells its reads apart
 * (params, filters). `queryKeyOf(endpoint)` alone names every read of the endpoint, for
 * invalidation.
 */
export const queryKeyOf = <E extends EndpointPath, const Parts extends readonly unknown[]>(
  endpoint: E,
  ...parts: Parts
) => [endpoint.path, ...parts] as const;

/** The keys of several endpoints' reads, for a list of invalidations. */
export const queryKeysOf = (...endpoints: EndpointPath[]) =>
  endpoints.map((endpoint) => queryKeyOf(endpoint));
