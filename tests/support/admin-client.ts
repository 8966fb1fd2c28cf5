import type { FastifyInstance, LightMyRequestResponse } from 'fastify';

export type AdminCall = (
  method: 'GET' | 'POST' | 'PUT' | 'DELETE',
  url: string,
  payload?: object,
) => Promise<LightMyRequestResponse>;

/** Calls the app as a signed-in staff member (bearer token), like the admin panel does. */
export const adminClient =
  (app: FastifyInstance, token: string): AdminCall =>
  (method, url, payload) =>
    app.inject({ method, url, headers: { authorization: `Bearer ${token}` }, payload });
