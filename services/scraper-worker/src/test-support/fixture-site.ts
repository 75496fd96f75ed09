import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

export type Route =
  | {
      status?: number;
      type?: string;
      body: string;
      headers?: Record<string, string>;
      delayMs?: number;
    }
  | { redirect: string; status?: number }
  | { hang: true }
  | { handle: (req: IncomingMessage, res: ServerResponse) => void };

export interface Hit {
  path: string;
  at: number;
  userAgent: string;
}

export interface FixtureSite {
  url: string;
  host: string;
  hits: Hit[];
  pathsHit(): string[];
  close(): Promise<void>;
}

/** Where fixture sites listen unless a test says otherwise. */
export const FIXTURE_HOST = '127.0.0.1';

/** A small website on a loopback address (127.0.0.x, port 0) for crawl tests. */
export async function startFixtureSite(
  routes: Record<string, Route>,
  host = FIXTURE_HOST,
): Promise<FixtureSite> {
  const hits: Hit[] = [];
  const sockets = new Set<import('node:net').Socket>();
  const server: Server = createServer((req, res) => {
    const path = (req.url ?? '/').split('?')[0] ?? '/';
    hits.push({ path, at: Date.now(), userAgent: String(req.headers['user-agent'] ?? '') });
    const route = routes[path];
    if (!route) {
      res.writeHead(404, { 'content-type': 'text/html' }).end('<h1>Not found</h1>');
      return;
    }
    if ('hang' in route) return;
    if ('handle' in route) return route.handle(req, res);
    if ('redirect' in route) {
      res.writeHead(route.status ?? 302, { location: route.redirect }).end();
      return;
    }
    const send = () =>
      res
        .writeHead(route.status ?? 200, {
          'content-type': route.type ?? 'text/html; charset=utf-8',
          ...route.headers,
        })
        .end(route.body);
    if (route.delayMs) setTimeout(send, route.delayMs);
    else send();
  });
  server.on('connection', (socket) => {
    sockets.add(socket);
    socket.on('close', () => sockets.delete(socket));
  });
  await new Promise<void>((resolve) => server.listen(0, host, resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://${host}:${port}`,
    host: `${host}:${port}`,
    hits,
    pathsHit: () => hits.map((h) => h.path),
    close: () =>
      new Promise<void>((resolve) => {
        for (const socket of sockets) socket.destroy();
        server.close(() => resolve());
      }),
  };
}

/** A page of links, as a clinic's home page would have. */
export function homePage(links: Record<string, string>): string {
  const items = Object.entries(links)
    .map(([href, text]) => `<li><a href="${href}">${text}</a></li>`)
    .join('');
  return `<!doctype html><html><body><nav><ul>${items}</ul></nav><main><h1>Welcome</h1><p>Caring for pets since 1990.</p></main></body></html>`;
}

export function pricePage(title: string, items: Array<[string, string]>): string {
  const rows = items.map(([name, price]) => `<tr><td>${name}</td><td>${price}</td></tr>`).join('');
  return `<!doctype html><html><body><h1>${title}</h1><table><tr><th>Service</th><th>Price</th></tr>${rows}</table></body></html>`;
}
