import type { FastifyInstance, RouteOptions } from 'fastify';

/** A route as registered, with the schemas the fuzz suite generates its requests from. */
export interface FuzzRoute {
  method: string;
  url: string;
  body: unknown;
  querystring: unknown;
  params: unknown;
  /** In the guarded admin scope (it declares a minimum staff role). */
  admin: boolean;
}

/**
 * Watches routes as they are registered (pass `watch` as `beforeRoutes`): every route of the app,
 * from any module or worktree, lands here with its own schemas, so new routes are fuzzed too.
 */
export function routeCollector() {
  const routes: FuzzRoute[] = [];
  const watch = (app: FastifyInstance) => {
    app.addHook('onRoute', (route: RouteOptions) => {
      for (const method of [route.method].flat()) {
        routes.push({
          method,
          url: route.url,
          body: route.schema?.body,
          querystring: route.schema?.querystring,
          params: route.schema?.params,
          admin: route.config?.minRole !== undefined,
        });
      }
    });
  };
  return { routes, watch };
}
