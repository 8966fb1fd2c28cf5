import { tmpdir } from 'node:os';
import path from 'node:path';
import { PassThrough } from 'node:stream';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { users } from '../db/schema';
import { badGateway } from '../errors';
import { adminToken, createUser } from '../../tests/support/factories';
import { createTestContext, type TestContext } from '../../tests/support/test-app';
import { FIXTURE_PASSWORD } from '../../tests/support/withdrawal-fixtures';

const INTERNAL = 'Error interno del servidor. Intenta de nuevo más tarde.';

/** A 5xx body: the Spanish message, quoting the request id that the answer's header carries. */
const withReference = (message: string, res: { headers: Record<string, unknown> }) => {
  const id = res.headers['x-request-id'];
  expect(id).toMatch(/^[0-9a-f-]{36}$/);
  return { message: `${message} Referencia: ${String(id)}`, requestId: id };
};
/** A deliberate 5xx keeps its own Spanish message and carries the id beside it. */
const withId = (message: string, res: { headers: Record<string, unknown> }) => ({
  message,
  requestId: res.headers['x-request-id'],
});

let ctx: TestContext;
let log = '';
beforeAll(async () => {
  const logStream = new PassThrough();
  logStream.on('data', (chunk: Buffer) => (log += chunk.toString()));
  ctx = await createTestContext({
    env: { LOG_LEVEL: 'error' },
    // The API alone: a built user app adds a catch-all route, and the router then answers an
    // over-long parameter with the 404 below it instead of 414 (Spanish either way).
    webRoot: path.join(tmpdir(), 'sin-aplicaciones-web'),
    logStream,
    beforeReady(app) {
      app.get('/api/test/boom', async () => {
        throw new Error('detalle interno: conexión a 10.0.0.5 rechazada');
      });
      app.get('/api/test/upstream', async () => {
        throw badGateway('El servicio externo no respondió');
      });
      // A query that fails with personal data among its parameters.
      app.get('/api/test/bad-insert', async () => {
        await ctx.db.insert(users).values({
          email: 'ana@demo.cartera.mx',
          name: 'Ana\u0000',
          cellphone: '5512345678',
          password: 'x',
        });
      });
    },
  });
});
afterAll(() => ctx.close());
beforeEach(() => {
  log = '';
});

const postLogin = (body: string, contentType = 'application/json') =>
  ctx.app.inject({
    method: 'POST',
    url: '/api/login',
    body,
    headers: { 'content-type': contentType },
  });

describe('errors in one place', () => {
  it('answers malformed JSON with 400 in Spanish', async () => {
    const res = await postLogin('{"email": "ana@example.com",');
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ message: 'El cuerpo de la solicitud no es JSON válido' });
    const empty = await postLogin('');
    expect(empty.statusCode).toBe(400);
    expect(empty.json()).toEqual({ message: 'El cuerpo JSON está vacío' });
  });

  it('answers wrong types with 400 naming the field', async () => {
    const res = await postLogin(JSON.stringify({ email: ['a'], password: 1 }));
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toMatch(/^email: /);
  });

  it('answers an unsupported content type with 415', async () => {
    const res = await postLogin('email=a&password=b', 'application/x-www-form-urlencoded');
    expect(res.statusCode).toBe(415);
    expect(res.json()).toEqual({ message: 'Tipo de contenido no admitido' });
  });

  it('answers a body over 1 MB with 413', async () => {
    const res = await postLogin(
      JSON.stringify({ email: 'ana@example.com', password: 'x'.repeat(1024 * 1024) }),
    );
    expect(res.statusCode).toBe(413);
    expect(res.json()).toEqual({ message: 'El cuerpo de la solicitud es demasiado grande' });
  });

  it('answers an unknown /api route with 404 JSON, whatever the method', async () => {
    for (const method of ['GET', 'POST', 'DELETE'] as const) {
      const res = await ctx.app.inject({ method, url: '/api/no-existe?x=1' });
      expect(res.statusCode, method).toBe(404);
      expect(res.headers['content-type']).toMatch(/^application\/json/);
      expect(res.json()).toEqual({ message: 'Ruta no encontrada' });
    }
  });

  it('hides an unexpected error behind a Spanish 500 with no stack or detail', async () => {
    const res = await ctx.app.inject({ method: 'GET', url: '/api/test/boom' });
    expect(res.statusCode).toBe(500);
    expect(res.json()).toEqual(withReference(INTERNAL, res));
    expect(res.body).not.toMatch(/10\.0\.0\.5|at |\.ts/);
  });

  it('passes the Spanish message of a deliberate 5xx', async () => {
    const res = await ctx.app.inject({ method: 'GET', url: '/api/test/upstream' });
    expect(res.statusCode).toBe(502);
    expect(res.json()).toEqual(withId('El servicio externo no respondió', res));
  });
});

/** A 4xx that went through the mapper: Spanish `{message}` only, nothing of the request echoed. */
function expectMapped(res: { statusCode: number; body: string }, status: number, message: string) {
  expect(res.statusCode).toBe(status);
  expect(JSON.parse(res.body)).toEqual({ message });
}

describe('framework errors go through the mapper too', () => {
  it('answers a malformed URL with 400 in Spanish, without echoing it', async () => {
    const res = await ctx.app.inject({ method: 'GET', url: '/api/%ff' });
    expectMapped(res, 400, 'La dirección solicitada no es válida');
    expect(res.body).not.toContain('%ff');
  });

  it('answers an over-long path parameter with 414 in Spanish, without echoing it', async () => {
    const res = await ctx.app.inject({ method: 'GET', url: `/api/wallets/${'a'.repeat(500)}` });
    expectMapped(res, 414, 'La dirección solicitada es demasiado larga');
    expect(res.body).not.toContain('aaaa');
  });
});

describe('a NUL byte in a text field', () => {
  it.each([
    ['/api/login', { email: 'ana@demo.cartera.mx\u0000', password: 'x' }, 'email'],
    ['/api/admin/login', { username: 'admin\u0000', password: 'x' }, 'username'],
    ['/api/password-recovery/send-code', { email: 'ana@demo.cartera.mx\u0000' }, 'email'],
  ])('%s answers 400 naming the field', async (url, payload, field) => {
    const res = await ctx.app.inject({ method: 'POST', url, payload });
    expectMapped(res, 400, `${field}: Contiene caracteres no permitidos`);
  });

  it('PUT /api/profile refuses control and bidi characters in fullName and writes nothing', async () => {
    await ctx.reset();
    const user = await createUser(ctx.db, { fullName: 'Ana Pérez' });
    const login = await ctx.app.inject({
      method: 'POST',
      url: '/api/login',
      payload: { email: user.email, password: FIXTURE_PASSWORD },
    });
    const sid = login.cookies.find((c) => c.name === 'sid')!.value;
    for (const fullName of ['Ana\u0000', 'Ana\r\nPérez', 'Ana \u202eзепéР', 'Ana\u0007']) {
      const res = await ctx.app.inject({
        method: 'PUT',
        url: '/api/profile',
        cookies: { sid },
        payload: { fullName, cellphone: '5512345678', countryCode: '+52' },
      });
      expectMapped(res, 400, 'fullName: Contiene caracteres no permitidos');
    }
    const [row] = await ctx.db.select().from(users);
    expect(row).toMatchObject({ fullName: 'Ana Pérez', cellphone: null });
  });

  it('the admin login still works for a clean username', async () => {
    await ctx.reset();
    expect(await adminToken(ctx.app, ctx.db, ctx.clock)).toMatch(/\S+/);
  });
});

describe('the error log', () => {
  it('records a failed query without its parameters or other personal data', async () => {
    const res = await ctx.app.inject({
      method: 'GET',
      url: '/api/test/bad-insert?q=ana@demo.cartera.mx',
    });
    expect(res.statusCode).toBe(500);
    const entry = log.split('\n').find((line) => line.includes('request failed'));
    expect(entry).toBeDefined();
    expect(entry).toMatch(/insert into \\"users\\"/);
    for (const personal of ['ana@demo', 'Ana', '5512345678', 'params:']) {
      expect(log).not.toContain(personal);
    }
  });
});
