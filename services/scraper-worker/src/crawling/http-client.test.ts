import { describe, expect, it } from 'vitest';
import { createHttpClient, type HttpClient } from './http-client';
import { crawlSite } from './crawl-site';
import { sceneClosedAfterEach } from '../test-support/scene';

const MB = 1024 * 1024;
const scene = sceneClosedAfterEach();
function client(loopbackAllowed: string[] = ['127.0.0.1']): HttpClient {
  const c = createHttpClient({ loopbackAllowed, timeoutMs: 5_000, maxBytes: 2 * MB });
  scene.defer(() => c.close());
  return c;
}
const html = (type: string) => type.includes('html');

describe('HTTP client', () => {
  it('when a page redirects to the metadata address or a private network, then the hop is refused before connecting', async () => {
    const fixture = await scene.site({
      '/metadata': { redirect: 'http://169.254.169.254/latest/meta-data/' },
      '/mapped': { redirect: 'http://[::ffff:169.254.169.254]/latest/meta-data/' },
      '/private': { redirect: 'http://10.0.0.1/admin' },
      '/file': { redirect: 'file:///etc/passwd' },
    });
    const http = client();
    for (const path of ['/metadata', '/mapped', '/private', '/file']) {
      await expect(http.fetchResource(`${fixture.url}${path}`, html), path).rejects.toMatchObject({
        name: 'RefusedAddressError',
        permanent: true,
      });
    }
  });

  it('when loopback is not allowed, then a loopback site (by address or by name) is refused and never contacted', async () => {
    const fixture = await scene.site({
      '/': { body: '<p>hello</p>' },
      '/robots.txt': { type: 'text/plain', body: '' },
    });
    const http = client([]);
    await expect(http.fetchResource(`${fixture.url}/`, html)).rejects.toMatchObject({
      name: 'RefusedAddressError',
    });
    const port = new URL(fixture.url).port;
    await expect(http.fetchResource(`http://localhost:${port}/`, html)).rejects.toMatchObject({
      name: 'RefusedAddressError',
    });
    const deps = scene.crawlDeps({ loopbackAllowed: [] });
    await expect(crawlSite(fixture.url, 'GB', deps)).rejects.toMatchObject({ permanent: true });
    expect(fixture.hits).toEqual([]);
  });

  it('when a page is 50 MB, then reading stops at 2 MB and the rest is never sent', async () => {
    let sent = 0;
    const chunk = Buffer.alloc(64 * 1024, '<p>Consultation £45</p>\n');
    const fixture = await scene.site({
      '/huge': {
        handle: (_req, res) => {
          res.writeHead(200, { 'content-type': 'text/html' });
          const pump = () => {
            while (sent < 50 * MB) {
              sent += chunk.length;
              if (!res.write(chunk)) return void res.once('drain', pump);
            }
            res.end();
          };
          pump();
        },
      },
    });
    const outcome = await client().fetchResource(`${fixture.url}/huge`, html);
    expect(outcome.kind).toBe('ok');
    if (outcome.kind !== 'ok') return;
    expect(outcome.page.truncated).toBe(true);
    expect(outcome.page.bytes).toBe(2 * MB);
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(sent).toBeLessThan(10 * MB);
  });

  it('when a resource is not of an accepted type, then its body is not read', async () => {
    const fixture = await scene.site({
      '/list.pdf': { type: 'application/pdf', body: '%PDF-1.4' },
    });
    await expect(client().fetchResource(`${fixture.url}/list.pdf`, html)).resolves.toEqual({
      kind: 'skipped',
      url: `${fixture.url}/list.pdf`,
      reason: 'content type application/pdf',
    });
  });
});
