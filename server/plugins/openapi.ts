import { createRequire } from 'node:module';
import fastifySwagger, {
  type FastifyDynamicSwaggerOptions,
  type SwaggerTransform,
} from '@fastify/swagger';
import fastifySwaggerUi from '@fastify/swagger-ui';
import type { FastifyInstance } from 'fastify';
import { jsonSchemaTransform, jsonSchemaTransformObject } from 'fastify-type-provider-zod';
import { ERROR_ANSWERS, SUCCESS } from '../openapi/error-answers';
import { ROUTE_SUMMARIES } from '../openapi/route-summaries';

/**
 * Two OpenAPI 3.1 documents generated from the routes' zod schemas
 * (docs/decisions/openapi-documents.md): the public one (user and public routes, served at
 * /api/openapi.json and read in /api/docs) and the staff one (/api/admin/*, behind the admin
 * guard). Neither lists the web apps' routes, so the admin path prefix is never in a document.
 */

declare module 'fastify' {
  interface FastifyInstance {
    /** The staff document (the public one is `swagger()`, which /api/docs reads). */
    staffOpenApi: FastifyInstance['swagger'];
  }
}

export type ApiAudience = 'public' | 'staff';

const isStaffPath = (url: string) => url === '/api/admin' || url.startsWith('/api/admin/');
const isApiPath = (url: string) =>
  url.startsWith('/api/') || url === '/healthz' || url === '/readyz';

/** Which document lists a route: none for the web apps' routes (and the admin prefix). */
export function audienceOf(url: string): ApiAudience | undefined {
  if (!isApiPath(url)) return undefined;
  return isStaffPath(url) ? 'staff' : 'public';
}

/** The first path segment after /api (or /api/admin) names the group a route is listed under. */
function tagOf(url: string): string {
  const rest = url.replace(/^\/api\/(admin\/)?/, '');
  if (rest === url) return 'salud';
  return rest.split('/')[0]!.replace(/^:.*/, 'general');
}

/** A route that declares no success schema still documents that it can succeed. */
function successAnswer(response: unknown) {
  const declared = Object.keys((response as object | undefined) ?? {});
  return declared.some((status) => status.startsWith('2')) ? {} : { '2XX': SUCCESS };
}

function transformFor(audience: ApiAudience): SwaggerTransform {
  return (input) => {
    const { url, route } = input;
    const hidden = (input.schema as { hide?: boolean } | undefined)?.hide;
    if (hidden || audienceOf(url) !== audience) return { schema: { hide: true } as never, url };
    const converted = jsonSchemaTransform({ ...input, schema: input.schema ?? {} });
    const method = [route.method].flat()[0]!;
    const schema = converted.schema as Record<string, unknown>;
    return {
      url,
      schema: {
        ...schema,
        summary: (schema.summary as string | undefined) ?? ROUTE_SUMMARIES[`${method} ${url}`],
        tags: [tagOf(url)],
        response: {
          ...successAnswer(schema.response),
          ...ERROR_ANSWERS,
          ...(schema.response as object | undefined),
        },
      },
    };
  };
}

const version = (createRequire(import.meta.url)('../../package.json') as { version: string })
  .version;

const DESCRIPTIONS: Record<ApiAudience, { title: string; description: string }> = {
  public: {
    title: 'Cartera USDT — API de la aplicación',
    description:
      'Lo que usa la aplicación de los acreedores: sesión (cookie `session`), carteras, retiros, ' +
      'perfil, recuperación de contraseña y el caso de mediación. Cada respuesta lleva la ' +
      'cabecera `x-request-id`.',
  },
  staff: {
    title: 'Cartera USDT — API del personal',
    description:
      'Lo que usa el panel de administración, con un token Bearer de personal. Cada ruta exige ' +
      'un rol mínimo (lector, operador, propietario). Cada respuesta lleva `x-request-id`.',
  },
};

function swaggerOptions(audience: ApiAudience): FastifyDynamicSwaggerOptions {
  return {
    openapi: {
      openapi: '3.1.0',
      info: { ...DESCRIPTIONS[audience], version },
      components:
        audience === 'staff'
          ? { securitySchemes: { personal: { type: 'http' as const, scheme: 'bearer' } } }
          : {
              securitySchemes: {
                sesion: { type: 'apiKey' as const, in: 'cookie' as const, name: 'session' },
              },
            },
    },
    transform: transformFor(audience),
    transformObject: jsonSchemaTransformObject,
  };
}

/**
 * Registers both documents' collectors (before any route, so they see every one), the public
 * document at /api/openapi.json and its reference UI at /api/docs.
 */
export async function registerOpenApi(app: FastifyInstance) {
  await app.register(fastifySwagger, swaggerOptions('public'));
  await app.register(fastifySwagger, { ...swaggerOptions('staff'), decorator: 'staffOpenApi' });
  app.get('/api/openapi.json', { schema: { hide: true } }, () => app.swagger());
  await app.register(fastifySwaggerUi, {
    routePrefix: '/api/docs',
    uiConfig: { docExpansion: 'list', deepLinking: false },
  });
}

/** The staff document, for the guarded admin scope (any staff role may read it). */
export function staffOpenApiRoute(admin: FastifyInstance, root: FastifyInstance) {
  admin.get(
    '/api/admin/openapi.json',
    { schema: { hide: true }, config: { minRole: 'viewer' } },
    () => root.staffOpenApi(),
  );
}
