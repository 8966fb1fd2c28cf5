import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { User } from '../db/schema';
import { unauthorized } from '../errors';
import type { AuthService } from '../modules/auth/auth.service';

export const SESSION_COOKIE = 'sid';

declare module 'fastify' {
  interface FastifyRequest {
    user: User | null;
  }
}

export function setSessionCookie(
  request: FastifyRequest,
  reply: FastifyReply,
  token: string,
  expires: Date,
) {
  reply.setCookie(SESSION_COOKIE, token, {
    path: '/',
    httpOnly: true,
    sameSite: 'lax',
    secure: request.protocol === 'https',
    expires,
  });
}

export function clearSessionCookie(request: FastifyRequest, reply: FastifyReply) {
  reply.clearCookie(SESSION_COOKIE, {
    path: '/',
    httpOnly: true,
    sameSite: 'lax',
    secure: request.protocol === 'https',
  });
}

export const sessionToken = (request: FastifyRequest) => request.cookies[SESSION_COOKIE];

/**
 * A random id the browser keeps across sign-ins, so a sign-in from a new browser (or profile)
 * is told from a known one (docs/product/payout-safety.md#new-device-alerts). It opens nothing.
 */
export const DEVICE_COOKIE = 'dispositivo';
const DEVICE_COOKIE_DAYS = 400;

/** The browser's device id when it sent a well-formed one. */
export function deviceCookie(request: FastifyRequest) {
  const value = request.cookies[DEVICE_COOKIE];
  return value && /^[A-Za-z0-9_-]{20,100}$/.test(value) ? value : undefined;
}

export function setDeviceCookie(request: FastifyRequest, reply: FastifyReply, deviceId: string) {
  reply.setCookie(DEVICE_COOKIE, deviceId, {
    path: '/',
    httpOnly: true,
    sameSite: 'lax',
    secure: request.protocol === 'https',
    maxAge: DEVICE_COOKIE_DAYS * 24 * 60 * 60,
  });
}

/**
 * `requireUser` is the guard for every user route: it loads the session's user into
 * `request.user` or answers 401.
 */
export function registerSession(app: FastifyInstance, auth: AuthService) {
  app.decorateRequest('user', null);
  const requireUser = async (request: FastifyRequest) => {
    const token = sessionToken(request);
    const user = token ? await auth.userForSession(token) : undefined;
    if (!user) throw unauthorized();
    request.user = user;
  };
  return { requireUser };
}

export type RequireUser = ReturnType<typeof registerSession>['requireUser'];

/** The signed-in user inside a handler guarded by requireUser. */
export function currentUser(request: FastifyRequest): User {
  if (!request.user) throw unauthorized();
  return request.user;
}
