import { createServer, type IncomingMessage } from 'node:http';
import type { AddressInfo } from 'node:net';

export interface RpcProxyOptions {
  /** Refuse eth_getLogs spanning more blocks than this, as public nodes do (error -32005). */
  maxLogBlockRange?: number;
  /** How the refusal reads (default: -32005 as public nodes answer; Alchemy says -32602…). */
  refusal?: (maxRange: number) => { code: number; message: string };
  /** Answer every request with HTTP 429 'Too Many Requests', as a provider over its rate does. */
  rateLimited?: boolean;
}

interface RpcCall {
  id: unknown;
  method: string;
  params?: { fromBlock?: string; toBlock?: string }[];
}

const readBody = async (request: IncomingMessage) => {
  const chunks: Buffer[] = [];
  for await (const chunk of request) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks).toString();
};

/**
 * A JSON-RPC pass-through on 127.0.0.1 in front of a node: counts the HTTP requests and the
 * calls it forwards, and can refuse wide log queries like a rate-limited public endpoint.
 */
export async function startRpcProxy(targetUrl: string, options: RpcProxyOptions = {}) {
  const stats = {
    httpRequests: 0,
    calls: 0,
    refusedLogQueries: 0,
    methods: new Map<string, number>(),
  };

  const refusal = (call: RpcCall) => {
    const range = call.params?.[0];
    if (call.method !== 'eth_getLogs' || options.maxLogBlockRange === undefined || !range) return;
    const span = Number(BigInt(range.toBlock ?? '0x0') - BigInt(range.fromBlock ?? '0x0')) + 1;
    if (span <= options.maxLogBlockRange) return;
    stats.refusedLogQueries++;
    return {
      jsonrpc: '2.0',
      id: call.id,
      error: options.refusal?.(options.maxLogBlockRange) ?? {
        code: -32005,
        message: `query exceeds max block range ${options.maxLogBlockRange}`,
      },
    };
  };

  async function forward(calls: RpcCall[]) {
    const response = await fetch(targetUrl, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(calls),
    });
    return (await response.json()) as unknown[];
  }

  const server = createServer((request, response) => {
    void (async () => {
      stats.httpRequests++;
      if (options.rateLimited) {
        response.statusCode = 429;
        response.end('Too Many Requests');
        return;
      }
      const body = JSON.parse(await readBody(request)) as RpcCall | RpcCall[];
      const calls = Array.isArray(body) ? body : [body];
      stats.calls += calls.length;
      for (const call of calls)
        stats.methods.set(call.method, (stats.methods.get(call.method) ?? 0) + 1);
      const refused = calls.map(refusal);
      const passed = calls.filter((_, i) => !refused[i]);
      const answers = passed.length > 0 ? await forward(passed) : [];
      const byId = new Map(answers.map((a) => [(a as { id: unknown }).id, a]));
      const merged = calls.map((call, i) => refused[i] ?? byId.get(call.id));
      response.setHeader('content-type', 'application/json');
      response.end(JSON.stringify(Array.isArray(body) ? merged : merged[0]));
    })().catch((err: unknown) => {
      response.statusCode = 502;
      response.end(String(err));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    stats,
    resetStats() {
      stats.httpRequests = 0;
      stats.calls = 0;
      stats.refusedLogQueries = 0;
      stats.methods.clear();
    },
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

export type RpcProxy = Awaited<ReturnType<typeof startRpcProxy>>;
