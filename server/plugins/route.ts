import type {
  ContextConfigDefault,
  FastifyBaseLogger,
  FastifyInstance,
  RawReplyDefaultExpression,
  RawRequestDefaultExpression,
  RawServerDefault,
  RouteGenericInterface,
  RouteHandlerMethod,
  RouteShorthandOptions,
} from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Endpoint, EndpointSchema } from '@schemas/endpoints';

type ZodApp = FastifyInstance<
  RawServerDefault,
  RawRequestDefaultExpression,
  RawReplyDefaultExpression,
  FastifyBaseLogger,
  ZodTypeProvider
>;

/** A route's own options (hooks, rate limits, serializer, config…); the contract gives the rest. */
export type RouteOptionsOf<S extends EndpointSchema> = Omit<
  RouteShorthandOptions<
    RawServerDefault,
    RawRequestDefaultExpression,
    RawReplyDefaultExpression,
    RouteGenericInterface,
    ContextConfigDefault,
    S,
    ZodTypeProvider
  >,
  'schema'
>;

export type HandlerOf<S extends EndpointSchema> = RouteHandlerMethod<
  RawServerDefault,
  RawRequestDefaultExpression,
  RawReplyDefaultExpression,
  RouteGenericInterface,
  ContextConfigDefault,
  S,
  ZodTypeProvider
>;

/**
 * Registers the contract's endpoint (docs/decisions/endpoint-contract.md): its method, path and
 * schemas come from schemas/endpoints, its options (hooks, config, serializer) from the module.
 */
export function route<const S extends EndpointSchema>(
  app: ZodApp,
  endpoint: Endpoint<Endpoint['method'], string, S>,
  options: RouteOptionsOf<S>,
  handler: HandlerOf<S>,
): void {
  app.route({
    ...options,
    method: endpoint.method,
    url: endpoint.path,
    schema: endpoint.schema,
    handler,
  });
}
