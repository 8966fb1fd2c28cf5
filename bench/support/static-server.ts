import { existsSync, readFileSync, statSync } from 'node:fs';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';

const TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript',
  '.css': 'text/css',
  '.svg': 'image/svg+xml',
};

/**
 * A tiny static server for a built folder: sends the .br or .gz beside a file when the browser
 * accepts it, like the app's server does; `/` is index.html.
 */
export async function serveStatic(dir: string): Promise<{ base: string; stop(): Promise<void> }> {
  const server = createServer((request, response) => {
    const url = new URL(request.url ?? '/', 'http://localhost');
    const file = path.join(dir, url.pathname === '/' ? 'index.html' : url.pathname);
    if (!file.startsWith(dir) || !existsSync(file) || !statSync(file).isFile()) {
      response.writeHead(404).end();
      return;
    }
    const accepts = String(request.headers['accept-encoding'] ?? '');
    const encoding = ['br', 'gzip'].find(
      (e) => accepts.includes(e) && existsSync(`${file}.${e === 'gzip' ? 'gz' : e}`),
    );
    const headers: Record<string, string> = {
      'content-type': TYPES[path.extname(file)] ?? 'application/octet-stream',
      'cache-control': file.endsWith('.html') ? 'no-cache' : 'public, max-age=31536000, immutable',
    };
    if (encoding) headers['content-encoding'] = encoding;
    const suffix = encoding ? `.${encoding === 'gzip' ? 'gz' : encoding}` : '';
    response.writeHead(200, headers).end(readFileSync(`${file}${suffix}`));
  });
  await new Promise<void>((done) => server.listen(0, '127.0.0.1', done));
  const { port } = server.address() as AddressInfo;
  return {
    base: `http://localhost:${port}`,
    stop: () => new Promise((done) => server.close(() => done())),
  };
}
