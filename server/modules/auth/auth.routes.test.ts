import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { hashPassword } from '../../adapters/crypto';
import { users } from '../../db/schema';
import { createTestContext, type TestContext } from '../../../tests/support/test-app';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(() => ctx.close());
beforeEach(() => ctx.reset());

describe('POST /api/login', () => {
  it('opens a session the cookie carries to GET /api/user', async () => {
    await ctx.db.insert(users).values({
      email: 'ana@example.com',
      name: 'Ana',
      password: await hashPassword('secreto-123'),
    });
    const login = await ctx.app.inject({
      method: 'POST',
      url: '/api/login',
      payload: { email: 'Ana@Example.com ', password: 'secreto-123' },
    });
    expect(login.statusCode).toBe(200);
    expect(login.json()).toMatchObject({ email: 'ana@example.com', name: 'Ana' });
    const cookie = login.cookies.find((c) => c.name === 'sid');
    expect(cookie).toMatchObject({ httpOnly: true, sameSite: 'Lax', path: '/' });
    const me = await ctx.app.inject({
      method: 'GET',
      url: '/api/user',
      cookies: { sid: cookie!.value },
    });
    expect(me.statusCode).toBe(200);
    expect(me.json().email).toBe('ana@example.com');
  });

  it('answers 401 for an unknown e-mail with the same message as a wrong password', async () => {
    await ctx.db.insert(users).values({
      email: 'ana@example.com',
      name: 'Ana',
      password: await hashPassword('secreto-123'),
    });
    const unknown = await ctx.app.inject({
      method: 'POST',
      url: '/api/login',
      payload: { email: 'nadie@example.com', password: 'x' },
    });
    const wrong = await ctx.app.inject({
      method: 'POST',
      url: '/api/login',
      payload: { email: 'ana@example.com', password: 'x' },
    });
    expect(unknown.statusCode).toBe(401);
    expect(wrong.statusCode).toBe(401);
    expect(unknown.json()).toEqual(wrong.json());
  });
});
