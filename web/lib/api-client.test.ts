import { afterEach, expect, it, vi } from 'vitest';
import { apiRequestOrNull } from './api-client';

afterEach(() => {
  vi.unstubAllGlobals();
});

it('apiRequestOrNull reads the 401 answer before resolving to null', async () => {
  const answer = new Response('{"message":"Necesitas iniciar sesión"}', {
    status: 401,
    headers: { 'content-type': 'application/json' },
  });
  vi.stubGlobal('fetch', () => Promise.resolve(answer));
  await expect(apiRequestOrNull('/api/user')).resolves.toBeNull();
  expect(answer.bodyUsed).toBe(true);
});
