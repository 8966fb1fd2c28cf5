import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { hashPassword } from '../adapters/crypto';
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
    expect(cli.stdout()).toBe('Administrador "jefa" listo.\n');
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
