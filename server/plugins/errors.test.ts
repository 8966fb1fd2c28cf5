import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { badGateway } from '../errors';
import { createTestContext, type TestContext } from '../../tests/support/test-app';

const INTERNAL = { message: 'Error interno del servidor. Intenta de nuevo más tarde.' };

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext({
    beforeReady(app) {
      app.get('/api/test/boom', async () => {
        throw new Error('detalle interno: conexión a 10.0.0.5 rechazada');
      });
      app.get('/api/test/upstream', async () => {
        throw badGateway('El servicio externo no respondió');
      });
    },
  });
});
afterAll(() => ctx.close());

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
    expect(res.json()).toEqual(INTERNAL);
    expect(res.body).not.toMatch(/10\.0\.0\.5|at |\.ts/);
  });

  it('passes the Spanish message of a deliberate 5xx', async () => {
    const res = await ctx.app.inject({ method: 'GET', url: '/api/test/upstream' });
    expect(res.statusCode).toBe(502);
    expect(res.json()).toEqual({ message: 'El servicio externo no respondió' });
  });
});
