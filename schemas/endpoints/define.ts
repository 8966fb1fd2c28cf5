import type { z } from 'zod';
import { errorResponse } from '../common';
import type { EndpointPath, HttpMethod } from '../endpoint-paths';

/** What a route checks and documents: Fastify's schema keys, with zod schemas. */
export interface EndpointSchema {
  params?: z.ZodType;
  querystring?: z.ZodType;
  body?: z.ZodType;
  /** The answers by status (the OpenAPI documents list them). */
  response?: Record<number, z.ZodType>;
}

/** One endpoint of the contract: its place in schemas/endpoint-paths.ts and its schemas. */
export interface Endpoint<
  M extends HttpMethod = HttpMethod,
  P extends string = string,
  S extends EndpointSchema = EndpointSchema,
> extends EndpointPath<M, P> {
  readonly schema: S;
}

/** An endpoint declared at `at` (its entry in API), checked and documented by `schema`. */
export const endpoint = <M extends HttpMethod, P extends string, const S extends EndpointSchema>(
  at: EndpointPath<M, P>,
  schema: S,
): Endpoint<M, P, S> => ({ method: at.method, path: at.path, schema });

type Successes = 200 | 201 | 202 | 204;

/** The success answer's type (undefined when the endpoint declares none, as for file downloads). */
export type AnswerOf<E extends Endpoint> = E['schema']['response'] extends infer R
  ? R extends Record<number, z.ZodType>
    ? z.output<R[Extract<keyof R, Successes>]>
    : unknown
  : unknown;

type InputOf<S, K extends keyof EndpointSchema> = S extends { [key in K]: infer T }
  ? T extends z.ZodType
    ? z.input<T>
    : never
  : never;

export type ParamsOf<E extends Endpoint> = InputOf<E['schema'], 'params'>;
export type QueryOf<E extends Endpoint> = InputOf<E['schema'], 'querystring'>;
export type BodyOf<E extends Endpoint> = InputOf<E['schema'], 'body'>;

/** The error answers an endpoint may give, by status: each is the shared `{ message }`. */
export const errorsOf = <const S extends number>(...statuses: S[]) =>
  Object.fromEntries(statuses.map((status) => [status, errorResponse])) as Record<
    S,
    typeof errorResponse
  >;
