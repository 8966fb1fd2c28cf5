import { afterEach, describe, expect, it, vi } from 'vitest';
import { adminCaseApi, auditApi, bulkJobsApi, withdrawalsApi } from '@schemas/endpoint-paths';
import { apiCall, queryKeyOf, queryKeysOf, urlOf } from './api-call';

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('urlOf', () => {
  it('fills the path’s params, encoded, and keeps the rest of the path', () => {
    expect(urlOf(bulkJobsApi.results, { params: { id: 'a b/c' } })).toBe(
      '/api/admin/bulk-jobs/a%20b%2Fc/results.csv',
    );
  });

  it('adds the query in its order, leaving out undefined and null values', () => {
    expect(
      urlOf(auditApi.list, { query: { userId: 'u1', action: undefined, limit: 10, cursor: null } }),
    ).toBe('/api/admin/audit?userId=u1&limit=10');
    expect(urlOf(adminCaseApi.document, { params: { id: 'd1' }, query: {} })).toBe(
      '/api/admin/documents/d1',
    );
  });

  it('refuses a path whose param has no value', () => {
    expect(() => urlOf(withdrawalsApi.cancel, { params: {} })).toThrow(':id');
  });
});

it('apiCall sends the endpoint’s method, URL and JSON body', async () => {
  const fetch = vi.fn((_url: string, _init: RequestInit) =>
    Promise.resolve(new Response('{"ok":true}', { status: 200 })),
  );
  vi.stubGlobal('fetch', fetch);
  await apiCall(withdrawalsApi.cancel, { params: { id: 'w1' } });
  await apiCall(withdrawalsApi.create, { body: { walletId: 'x', withdrawalAddress: 'y' } });
  expect(fetch.mock.calls.map(([url, init]) => [url, init.method])).toEqual([
    ['/api/withdrawals/w1/cancel', 'POST'],
    ['/api/withdrawals', 'POST'],
  ]);
  expect(fetch.mock.calls[1]?.[1].body).toBe('{"walletId":"x","withdrawalAddress":"y"}');
});

it('query keys start with the contract path, so an endpoint alone names all its reads', () => {
  expect(queryKeyOf(withdrawalsApi.cancel, { id: 'w1' })).toEqual([
    '/api/withdrawals/:id/cancel',
    { id: 'w1' },
  ]);
  expect(queryKeysOf(auditApi.list, auditApi.staff)).toEqual([
    ['/api/admin/audit'],
    ['/api/admin/audit/staff'],
  ]);
});
