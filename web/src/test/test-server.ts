import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { getApiBaseUrl, setApiBaseUrl } from '../lib/api-base';

export interface Answer {
  status?: number;
  body?: unknown;
  /** Drops the connection instead of answering (a network failure). */
  hangUp?: boolean;
}
export interface SeenRequest {
  method: string;
  path: string;
  query: URLSearchParams;
  body: unknown;
  authorization: string | undefined;
  idempotencyKey: string | undefined;
  ifMatch: string | undefined;
}
type Handler = (request: SeenRequest) => Answer | Promise<Answer>;

/**
 * A tiny HTTP answerer for component tests whose screens write to the server
 * (mutations cannot be served from the store). Routes are "METHOD /path" with :params.
 */
export async function startTestServer(routes: Record<string, Handler>) {
  const seen: SeenRequest[] = [];
  const server = http.createServer((req, res) => {
    let raw = '';
    req.on('data', (chunk) => (raw += chunk));
    req.on('end', async () => {
      const url = new URL(req.url ?? '/', 'http://x');
      const path = url.pathname.replace(/^\/api/, '');
      const request: SeenRequest = {
        method: req.method ?? 'GET',
        path,
        query: url.searchParams,
        body: raw ? JSON.parse(raw) : undefined,
        authorization: req.headers.authorization,
        idempotencyKey: req.headers['idempotency-key'] as string | undefined,
        ifMatch: req.headers['if-match'],
      };
      seen.push(request);
      const match = Object.entries(routes).find(([key]) => {
        const [method, pattern] = key.split(' ');
        const regex = new RegExp(`^${pattern!.replace(/:[^/]+/g, '[^/]+')}$`);
        return method === request.method && regex.test(path);
      });
      const answer = match
        ? await match[1](request)
        : { status: 404, body: { error: 'Not found', code: 'NOT_FOUND' } };
      if (answer.hangUp) {
        req.socket.destroy();
        return;
      }
      res.statusCode = answer.status ?? 200;
      if (answer.body === undefined) {
        res.end();
        return;
      }
      res.setHeader('content-type', 'application/json');
      res.end(JSON.stringify(answer.body));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  const previous = getApiBaseUrl();
  setApiBaseUrl(`http://127.0.0.1:${port}/api`);
  return {
    seen,
    close: () =>
      new Promise<void>((resolve) => {
        setApiBaseUrl(previous);
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
