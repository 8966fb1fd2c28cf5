import type { FastifyInstance, FastifyRequest } from 'fastify';
import { unauthorized } from '../errors';
import type { AdminAuthService, AdminIdentity } from '../modules/admin/admin-auth.service';

declare module 'fastify' {
  interface FastifyRequest {
    admin: AdminIdentity | null;
  }
}

const SIGN_IN_AGAIN = 'Sesión de administrador no válida o expirada. Inicia sesión de nuevo.';

export function bearerToken(request: FastifyRequest): string | undefined {
  const header = request.headers.authorization;
  const match = header ? /^Bearer\s+(\S+)$/i.exec(header) : null;
  return match?.[1];
}

/** The one guard of /api/admin: a valid, unexpired bearer token, or 401. */
export function registerAdminAuth(app: FastifyInstance, adminAuth: AdminAuthService) {
  app.decorateRequest('admin', null);
  const requireAdmin = async (request: FastifyRequest) => {
    const token = bearerToken(request);
    const admin = token ? await adminAuth.adminForToken(token) : undefined;
    if (!admin) throw unauthorized(SIGN_IN_AGAIN);
    request.admin = admin;
  };
  return { requireAdmin };
}

export type RequireAdmin = ReturnType<typeof registerAdminAuth>['requireAdmin'];

export function currentAdmin(request: FastifyRequest): AdminIdentity {
  if (!request.admin) throw unauthorized(SIGN_IN_AGAIN);
  return request.admin;
}
