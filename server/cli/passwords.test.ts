import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { hashPassword } from '../adapters/crypto';
import { admins } from '../db/schema';
import { enrolFromAccount } from '../../tests/support/admin-sign-in';
import { cliContext } from '../../tests/support/cli-context';
import { createUser } from '../../tests/support/factories';
import { createTestContext, type TestContext } from '../../tests/support/test-app';
import { CliError } from './command';
import { adminCreate } from './commands/admin-create';
import { userPassword } from './commands/user-password';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(() => ctx.close());
beforeEach(() => ctx.reset());

const adminLogin = (username: string, password: string) =>
  ctx.app.inject({ method: 'POST', url: '/api/admin/login', payload: { username, password } });
const adminStats = (token: string) =>
  ctx.app.inject({
    method: 'GET',
    url: '/api/admin/stats',
    headers: { authorization: `Bearer ${token}` },
  });
const userLogin = (email: string, password: string) =>
  ctx.app.inject({ method: 'POST', url: '/api/login', payload: { email, password } });

describe('cli admin:create', () => {
  it('creates an admin who can then sign in', async () => {
    const cli = cliContext(ctx.database, ctx.clock, { ADMIN_PASSWORD: 'clave-admin-1' });
    await adminCreate.run(cli.ctx, ['jefa']);
    expect(cli.stdout()).toBe('Personal "jefa" creado: Propietario.\n');
    const login = await adminLogin('jefa', 'clave-admin-1');
    expect(login.statusCode).toBe(200);
    expect((await adminStats(login.json().token)).statusCode).toBe(200);
  });

  it('resets the password of an existing admin and revokes their tokens', async () => {
    await adminCreate.run(
      cliContext(ctx.database, ctx.clock, { ADMIN_PASSWORD: 'primera-1' }).ctx,
      ['jefa'],
    );
    const { token } = (await adminLogin('jefa', 'primera-1')).json();
    await adminCreate.run(
      cliContext(ctx.database, ctx.clock, { ADMIN_PASSWORD: 'segunda-2' }).ctx,
      ['jefa'],
    );
    expect((await adminStats(token)).statusCode).toBe(401);
    expect((await adminLogin('jefa', 'primera-1')).statusCode).toBe(401);
    expect((await adminLogin('jefa', 'segunda-2')).statusCode).toBe(200);
  });

  it('gives the role asked for, keeps it on a reset without --role', async () => {
    const create = (args: string[]) => {
      const cli = cliContext(ctx.database, ctx.clock, { ADMIN_PASSWORD: 'clave-maria-1' });
      return adminCreate.run(cli.ctx, args).then(() => cli.stdout());
    };
    expect(await create(['maria', '--role', 'operator'])).toBe(
      'Personal "maria" creado: Operador.\n',
    );
    const session = async () =>
      (
        await ctx.app.inject({
          method: 'GET',
          url: '/api/admin/session',
          headers: {
            authorization: `Bearer ${(await adminLogin('maria', 'clave-maria-1')).json().token}`,
          },
        })
      ).json();
    expect(await session()).toEqual({ username: 'maria', role: 'operator' });
    expect(await create(['maria'])).toBe('Personal "maria" actualizado: Operador.\n');
    expect(await create(['--role=viewer', 'maria'])).toBe(
      'Personal "maria" actualizado: Lector.\n',
    );
    expect(await session()).toEqual({ username: 'maria', role: 'viewer' });
    const bad = await create(['maria', '--role', 'jefe']).catch((e: unknown) => e);
    expect((bad as Error).message).toBe('Rol inválido: jefe. Usa viewer, operator, owner.');
  });

  it('recovers access: re-enables the account and, with --reset-2fa, removes its second factor', async () => {
    const cli = () => cliContext(ctx.database, ctx.clock, { ADMIN_PASSWORD: 'clave-jefa-1' }).ctx;
    await adminCreate.run(cli(), ['jefa']);
    const token = (await adminLogin('jefa', 'clave-jefa-1')).json().token;
    await enrolFromAccount(ctx.app, ctx.clock, token);
    await ctx.db.update(admins).set({ disabledAt: ctx.clock.now() });

    await adminCreate.run(cli(), ['jefa']);
    expect((await adminLogin('jefa', 'clave-jefa-1')).json()).toMatchObject({ step: 'code' });

    const out = cliContext(ctx.database, ctx.clock, { ADMIN_PASSWORD: 'clave-jefa-1' });
    await adminCreate.run(out.ctx, ['jefa', '--reset-2fa']);
    expect(out.stdout()).toBe(
      'Personal "jefa" actualizado: Propietario, sin verificación en dos pasos.\n',
    );
    expect((await adminLogin('jefa', 'clave-jefa-1')).json()).toEqual({
      token: expect.any(String),
    });
  });

  it('refuses a bad username, a short password, and no password without a terminal', async () => {
    const run = (args: string[], password?: string) =>
      adminCreate
        .run(cliContext(ctx.database, ctx.clock, { ADMIN_PASSWORD: password }).ctx, args)
        .catch((err: unknown) => err);
    expect(await run([], 'clave-larga')).toBeInstanceOf(CliError);
    expect(await run(['a b'], 'clave-larga')).toBeInstanceOf(CliError);
    expect(((await run(['jefa'], 'corta')) as Error).message).toBe(
      'La contraseña debe tener entre 8 y 1024 caracteres.',
    );
    expect(((await run(['jefa'])) as Error).message).toBe(
      'Define ADMIN_PASSWORD o ejecuta el comando en una terminal para escribirla.',
    );
    expect((await adminLogin('jefa', 'clave-larga')).statusCode).toBe(401);
  });
});

describe('cli user:password', () => {
  it('sets the password and ends the sessions the user had open', async () => {
    await createUser(ctx.db, {
      email: 'ana@example.com',
      password: await hashPassword('vieja-123'),
    });
    const before = await userLogin('ana@example.com', 'vieja-123');
    const sid = before.cookies.find((c) => c.name === 'sid')!.value;

    const cli = cliContext(ctx.database, ctx.clock, { NEW_PASSWORD: 'nueva-456' });
    await userPassword.run(cli.ctx, [' ANA@example.com ']);
    expect(cli.stdout()).toBe(
      'Contraseña de ana@example.com cambiada; sus sesiones se cerraron.\n',
    );

    const me = await ctx.app.inject({ method: 'GET', url: '/api/user', cookies: { sid } });
    expect(me.statusCode).toBe(401);
    expect((await userLogin('ana@example.com', 'vieja-123')).statusCode).toBe(401);
    expect((await userLogin('ana@example.com', 'nueva-456')).statusCode).toBe(200);
  });

  it('says so when no user has that e-mail', async () => {
    const cli = cliContext(ctx.database, ctx.clock, { NEW_PASSWORD: 'nueva-456' });
    const error = await userPassword.run(cli.ctx, ['nadie@example.com']).catch((e: unknown) => e);
    expect((error as Error).message).toBe(
      'No existe ningún usuario con el correo nadie@example.com',
    );
  });
});
