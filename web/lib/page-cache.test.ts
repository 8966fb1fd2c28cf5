import { QueryClient } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import { ApiError } from './api-client';
import { dehydratePage, hydratePage } from './page-cache';

/** The server's cache crosses to the browser as JSON (docs/decisions/server-rendering.md#reads-that-failed). */
async function serverCache() {
  const server = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  await server.prefetchQuery({ queryKey: ['bien'], queryFn: () => ({ total: '1,750.50' }) });
  await server.prefetchQuery({
    queryKey: ['no-existe'],
    queryFn: () => Promise.reject(new ApiError(404, '{"message":"No existe"}', 'Not Found')),
  });
  await server.prefetchQuery({
    queryKey: ['roto'],
    queryFn: () => Promise.reject(new TypeError('sin red')),
  });
  await server.prefetchQuery({
    queryKey: ['sin-sesion'],
    queryFn: () => Promise.reject(new ApiError(401, '{"message":"Inicia sesión"}', 'Unauthorized')),
  });
  return JSON.parse(JSON.stringify(dehydratePage(server))) as ReturnType<typeof dehydratePage>;
}

describe('a page cache', () => {
  it('carries the answers and the 404s, rebuilt as ApiError in the browser', async () => {
    const browser = new QueryClient();
    hydratePage(browser, await serverCache());

    expect(browser.getQueryData(['bien'])).toEqual({ total: '1,750.50' });
    const failed = browser.getQueryState(['no-existe']);
    expect(failed?.status).toBe('error');
    expect(failed?.error).toBeInstanceOf(ApiError);
    expect((failed?.error as ApiError).status).toBe(404);
    expect((failed?.error as ApiError).serverMessage).toBe('No existe');
  });

  it('leaves out other failures: the browser reads them itself', async () => {
    const browser = new QueryClient();
    hydratePage(browser, await serverCache());
    expect(browser.getQueryState(['roto'])).toBeUndefined();
    expect(browser.getQueryState(['sin-sesion'])).toBeUndefined();
  });
});
