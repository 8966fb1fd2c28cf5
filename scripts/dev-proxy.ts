/**
 * How `npm run dev` (scripts/dev.ts) passes the API on to the real server: the request as the
 * browser sent it (Host and cookies included), the answer as the server gave it.
 */
import http from 'node:http';

/** Paths the server answers: the API, its health checks and metrics (the rest is Vite's). */
export const isApiPath = (url: string) => /^\/(api|healthz|readyz|metrics)(\/|\?|$)/.test(url);

export function proxyRequest(req: http.IncomingMessage, res: http.ServerResponse, port: number) {
  const upstream = http.request(
    { host: '127.0.0.1', port, method: req.method, path: req.url, headers: req.headers },
    (answer) => {
      res.writeHead(answer.statusCode ?? 502, answer.headers);
      answer.pipe(res);
    },
  );
  upstream.on('error', () => {
    // tsx is restarting the server (or it has not started yet).
    if (!res.headersSent) {
      res.writeHead(503, { 'content-type': 'application/json; charset=utf-8' });
    }
    res.end(JSON.stringify({ message: 'El servidor se está reiniciando. Intenta de nuevo.' }));
  });
  req.pipe(upstream);
}
