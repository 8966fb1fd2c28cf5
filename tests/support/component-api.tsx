/**
 * Component tests (web/**\/*.test.tsx): the component under test, real, with its real hooks and
 * query client, and the network answered by a route table. Answers are parsed with the API's own
 * zod schema where one exists, so a table cannot drift from the contract unnoticed.
 */
import { QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import type { ReactElement, ReactNode } from 'react';
import { vi } from 'vitest';
import { createQueryClient } from '@/lib/query-client';

export interface ApiCall {
  method: string;
  /** Path and query, e.g. '/api/withdrawals?status=pending'. */
  path: string;
  body: unknown;
}

/** A reply: a JSON body (200), or a status with an optional body. */
export type Reply = unknown | { status: number; body?: unknown };
const isStatusReply = (reply: unknown): reply is { status: number; body?: unknown } =>
  typeof reply === 'object' &&
  reply !== null &&
  'status' in reply &&
  typeof reply.status === 'number';

/** `'GET /api/withdrawals'` → the reply, or a function of the call (e.g. to hold it pending). */
export type Routes = Record<string, Reply | ((call: ApiCall) => Reply | Promise<Reply>)>;

/** Answers fetch from `routes` (matched on method and path without the query); records calls. */
export function stubApi(routes: Routes) {
  const calls: ApiCall[] = [];
  vi.stubGlobal('fetch', async (input: RequestInfo | URL, init: RequestInit = {}) => {
    const url = new URL(String(input), 'http://localhost');
    const method = init.method ?? 'GET';
    const body = typeof init.body === 'string' ? (JSON.parse(init.body) as unknown) : undefined;
    const call = { method, path: url.pathname + url.search, body };
    calls.push(call);
    const route = routes[`${method} ${url.pathname}`];
    const reply =
      route === undefined
        ? { status: 404, body: { message: 'Ruta no encontrada' } }
        : typeof route === 'function'
          ? await route(call)
          : route;
    const { status, body: answer } = isStatusReply(reply) ? reply : { status: 200, body: reply };
    return new Response(answer === undefined ? null : JSON.stringify(answer), {
      status,
      headers: { 'content-type': 'application/json' },
    });
  });
  return {
    calls,
    sent: (method: string, path: string) =>
      calls.filter((c) => c.method === method && c.path === path),
  };
}

/** A fresh query client as the apps make it, around `ui`. */
export function withQueryClient() {
  const client = createQueryClient();
  const Wrapper = ({ children }: { children: ReactNode }) => (
    <QueryClientProvider client={client}>{children}</QueryClientProvider>
  );
  return { client, Wrapper };
}

export function renderWithApi(ui: ReactElement, routes: Routes) {
  const api = stubApi(routes);
  const { client, Wrapper } = withQueryClient();
  return { api, client, ...render(ui, { wrapper: Wrapper }) };
}
