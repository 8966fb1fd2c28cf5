import type { FastifyInstance } from 'fastify';
import type { Clock } from '../../server/adapters/clock';
import { totpCode } from '../../server/adapters/totp';

/**
 * Staff sign-in through the real routes, step by step, with the test acting as the person's
 * authenticator app (it knows the seed the enrolment showed).
 */
export const ADMIN_IP = '192.0.2.200';

export async function postJson(
  app: FastifyInstance,
  url: string,
  payload: object,
  options: { token?: string; ip?: string } = {},
) {
  return app.inject({
    method: 'POST',
    url,
    payload,
    remoteAddress: options.ip ?? ADMIN_IP,
    headers: options.token ? { authorization: `Bearer ${options.token}` } : {},
  });
}

/** POST /api/admin/login; answers the parsed body ({token} or {challenge, step}). */
export async function passwordStep(
  app: FastifyInstance,
  username: string,
  password: string,
  ip?: string,
) {
  const res = await postJson(app, '/api/admin/login', { username, password }, { ip });
  if (res.statusCode !== 200) throw new Error(`login ${res.statusCode}: ${res.body}`);
  return res.json() as { token?: string; challenge?: string; step?: string };
}

/** Enrols during sign-in (the 'enrol' step): the seed, the token and the recovery codes. */
export async function enrolAtSignIn(app: FastifyInstance, clock: Clock, challenge: string) {
  const setup = await postJson(app, '/api/admin/login/totp-setup', { challenge });
  if (setup.statusCode !== 200) throw new Error(`setup ${setup.statusCode}: ${setup.body}`);
  const { secret } = setup.json() as { secret: string };
  const confirm = await postJson(app, '/api/admin/login/totp-setup/confirm', {
    challenge,
    code: totpCode(secret, clock.now()),
  });
  if (confirm.statusCode !== 200) throw new Error(`confirm ${confirm.statusCode}: ${confirm.body}`);
  const { token, recoveryCodes } = confirm.json() as { token: string; recoveryCodes: string[] };
  return { secret, token, recoveryCodes };
}

/** Enrols a signed-in staff member from their account ('Mi cuenta'); answers the seed. */
export async function enrolFromAccount(app: FastifyInstance, clock: Clock, token: string) {
  const setup = await postJson(app, '/api/admin/account/totp-setup', {}, { token });
  const { secret } = setup.json() as { secret: string };
  const confirm = await postJson(
    app,
    '/api/admin/account/totp-setup/confirm',
    { code: totpCode(secret, clock.now()) },
    { token },
  );
  if (confirm.statusCode !== 200) throw new Error(`confirm ${confirm.statusCode}: ${confirm.body}`);
  return { secret, recoveryCodes: (confirm.json() as { recoveryCodes: string[] }).recoveryCodes };
}
