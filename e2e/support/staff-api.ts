import { expect } from 'vitest';
import { DEMO_ADMIN } from '../../server/seed/demo-data';

/** One call to the admin API as the demo owner (signed in for it), expecting 200. */
export async function staffApi(baseUrl: string, method: string, url: string, body?: object) {
  const login = await fetch(`${baseUrl}/api/admin/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(DEMO_ADMIN),
  });
  const { token } = (await login.json()) as { token: string };
  const res = await fetch(`${baseUrl}${url}`, {
    method,
    headers: {
      authorization: `Bearer ${token}`,
      ...(body ? { 'content-type': 'application/json' } : {}),
    },
    body: body ? JSON.stringify(body) : undefined,
  });
  expect(res.status, await res.clone().text()).toBe(200);
  return res.json() as Promise<Record<string, unknown>>;
}
