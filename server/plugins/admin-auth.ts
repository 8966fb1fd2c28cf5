import type { FastifyInstance, FastifyRequest } from 'fastify';
import { roleAllows, type AdminRole } from '@schemas/admin-roles';
import { AppError, unauthorized } from '../errors';
import type { AdminAuthService, AdminIdentity } from '../modules/staff/admin-auth.service';
import { staffActor, type StaffActor } from '../modules/audit/staff-actor';

declare module 'fastify' {
  interface FastifyRequest {
    admin: AdminIdentity | null;
  }
  interface FastifyInstance {
    /** Every guarded /api/admin route with its weakest allowed role, as registered. */
    adminRouteTable: AdminRouteEntry[];
  }
  interface FastifyContextConfig {
    /** The weakest staff role allowed on this /api/admin route (required on every one). */
    minRole?: AdminRole;
  }
}

export interface AdminRouteEntry {
  method: string;
  url: string;
  minRole: AdminRole;
}

const SIGN_IN_AGAIN = 'Sesión de administrador no válida o expirada. Inicia sesión de nuevo.';
export const FORBIDDEN = 'Tu rol no permite esta acción.';

export function bearerToken(request: FastifyRequest): string | undefined {
  const header = request.headers.authorization;
  const match = header ? /^Bearer\s+(\S+)$/i.exec(header) : null;
  return match?.[1];
}

/**
 * The one guard of /api/admin: a valid, unexpired bearer token, or 401; then the route's
 * `config.minRole`, or 403 (audited). Call `guardAdminScope` on the scope that holds the admin
 * routes: a route registered there without `minRole` stops the app from starting.
 */
export function registerAdminAuth(app: FastifyInstance, adminAuth: AdminAuthService) {
  app.decorateRequest('admin', null);
  const table: AdminRouteEntry[] = [];
  app.decorate('adminRouteTable', table);
  const requireAdmin = async (request: FastifyRequest) => {
    const token = bearerToken(request);
    const admin = token ? await adminAuth.adminForToken(token) : undefined;
    if (!admin) throw unauthorized(SIGN_IN_AGAIN);
    request.admin = admin;
    const route = `${request.method} ${request.routeOptions.url ?? request.url}`;
    await requireRole(adminAuth, admin, request.routeOptions.config.minRole, route, request.ip);
  };
  const guardAdminScope = (scope: FastifyInstance) => {
    scope.addHook('onRoute', (route) => {
      const minRole = route.config?.minRole;
      if (!minRole) throw new Error(`${String(route.method)} ${route.url}: declare config.minRole`);
      for (const method of [route.method].flat()) {
        if (method !== 'HEAD') table.push({ method, url: route.url, minRole });
      }
    });
    scope.addHook('onRequest', requireAdmin);
  };
  return { guardAdminScope };
}

/**
 * The one staff role check (docs/product/users-and-roles.md#staff-roles): a role weaker than
 * `minRole` (or no `minRole`) is refused with 403, and the refusal kept in the activity log.
 * The guard runs it on every /api/admin route; a route outside /api/admin that staff also use
 * (the ID photos, GET /api/objects/:id) calls it itself.
 */
export async function requireRole(
  adminAuth: AdminAuthService,
  admin: AdminIdentity,
  minRole: AdminRole | undefined,
  route: string,
  ip: string,
) {
  if (minRole && roleAllows(admin.role, minRole)) return;
  await adminAuth.recordRefusal(admin, route, ip);
  throw new AppError(403, FORBIDDEN);
}

export function currentAdmin(request: FastifyRequest): AdminIdentity {
  if (!request.admin) throw unauthorized(SIGN_IN_AGAIN);
  return request.admin;
}

/** The signed-in staff member and the request's address, as the audit log records them. */
export const currentStaff = (request: FastifyRequest): StaffActor =>
  staffActor(currentAdmin(request), request.ip);
