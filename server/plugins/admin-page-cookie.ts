import type { FastifyReply, FastifyRequest } from 'fastify';
import { ADMIN_TOKEN_TTL_MS } from '../modules/staff/admin-auth.service';

/**
 * The panel's page cookie (docs/decisions/server-rendering.md#the-admin-panel): the staff
 * member's bearer token, sent back only on navigations to the panel's own pages (Path is the
 * secret prefix, SameSite=Strict, HttpOnly), so the server can render them signed in. The API
 * never reads it: every /api/admin call still needs the Authorization header, so a page of
 * another site cannot act with it.
 */
export const ADMIN_PAGE_COOKIE = 'panel';

const options = (request: FastifyRequest, adminPrefix: string) => ({
  path: `/${adminPrefix}/`,
  httpOnly: true,
  sameSite: 'strict' as const,
  secure: request.protocol === 'https',
});

export function setAdminPageCookie(
  request: FastifyRequest,
  reply: FastifyReply,
  adminPrefix: string,
  token: string,
) {
  reply.setCookie(ADMIN_PAGE_COOKIE, token, {
    ...options(request, adminPrefix),
    maxAge: ADMIN_TOKEN_TTL_MS / 1000,
  });
}

export function clearAdminPageCookie(
  request: FastifyRequest,
  reply: FastifyReply,
  adminPrefix: string,
) {
  reply.clearCookie(ADMIN_PAGE_COOKIE, options(request, adminPrefix));
}

/** The token the navigation's page cookie carries, when it looks like one. */
export function adminPageToken(request: FastifyRequest) {
  const value = request.cookies[ADMIN_PAGE_COOKIE];
  return value && /^[A-Za-z0-9_-]{20,200}$/.test(value) ? value : undefined;
}
