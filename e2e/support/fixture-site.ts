import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';

/**
 * A practice's own website for the journeys: a few pages on a loopback address the scraper
 * worker is allowed to read (SCRAPER_ALLOW_LOOPBACK_HOSTS in the global setup). Its pages can be
 * changed while it runs, as a practice edits its site.
 */
export interface FixtureSite {
  /** The site's root, e.g. http://127.0.0.9:41234/ */
  url: string;
  /** The pages by path: set one to change it, delete it to make it answer 404. */
  pages: Record<string, { body: string; type?: string }>;
  /** The paths read so far, in order. */
  hits: string[];
  close(): Promise<void>;
}

/** The address fixture sites listen on; only this loopback address is opened to the crawler. */
export const FIXTURE_SITE_HOST = '127.0.0.9';

export async function startFixtureSite(
  pages: FixtureSite['pages'],
  host = FIXTURE_SITE_HOST,
): Promise<FixtureSite> {
  const hits: string[] = [];
  const server: Server = createServer((req, res) => {
    const path = (req.url ?? '/').split('?')[0] ?? '/';
    hits.push(path);
    const page = pages[path];
    if (!page) {
      res.writeHead(404, { 'content-type': 'text/html' }).end('<h1>Not found</h1>');
      return;
    }
    res.writeHead(200, { 'content-type': page.type ?? 'text/html; charset=utf-8' }).end(page.body);
  });
  await new Promise<void>((resolve) => server.listen(0, host, resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://${host}:${port}/`,
    pages,
    hits,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
