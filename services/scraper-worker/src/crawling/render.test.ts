import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser } from 'playwright-core';
import { startFixtureSite, type FixtureSite } from '../test-support/fixture-site';
import { createHttpClient } from './http-client';
import { launchBrowser, renderPage } from './render';

let browser: Browser;
let fixture: FixtureSite;
const http = createHttpClient({
  loopbackAllowed: ['127.0.0.1'],
  timeoutMs: 3_000,
  maxBytes: 2 * 1024 * 1024,
});

const page = `<!doctype html><html><body><div id="out"></div><script>
  const out = document.getElementById('out');
  const show = (text) => { const p = document.createElement('p'); p.textContent = text; out.appendChild(p); };
  fetch('/api/prices').then((r) => r.json()).then((items) => items.forEach((i) => show(i.name + ' – ' + i.price)));
  fetch('http://169.254.169.254/latest/meta-data/').then(() => show('metadata answered'), () => show('metadata blocked'));
  fetch('http://10.0.0.1/').then(() => show('private answered'), () => show('private blocked'));
</script></body></html>`;

beforeAll(async () => {
  fixture = await startFixtureSite({
    '/fees': { body: page },
    '/api/prices': {
      type: 'application/json',
      body: JSON.stringify([{ name: 'Consultation', price: '£45' }]),
    },
    '/members/prices': { body: '<p>Member consultation £40</p>' },
    '/members/api': { type: 'application/json', body: '[]' },
  });
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser.close();
  await fixture.close();
  await http.close();
});

describe('renderPage', () => {
  it("when a page's scripts load data, then same-site requests go through the guarded client and private addresses are refused", async () => {
    const fetchSub = async (url: string) => {
      const outcome = await http.fetchResource(url, () => true);
      return outcome.kind === 'ok'
        ? {
            status: outcome.page.status,
            contentType: outcome.page.contentType,
            body: outcome.page.body,
          }
        : null;
    };
    const html = await renderPage(browser, {
      url: `${fixture.url}/fees`,
      html: page,
      fetchSub,
      timeoutMs: 8_000,
    });
    expect(html).toContain('Consultation – £45');
    expect(html).toContain('metadata blocked');
    expect(html).toContain('private blocked');
    // The page itself was handed over, not fetched again; its data request went through our client.
    expect(fixture.pathsHit()).toEqual(['/api/prices']);
  }, 30_000);

  it('when a page script navigates or fetches into a path robots.txt forbids, then nothing there is requested and the page is not used', async () => {
    const fetchSub = async (url: string) => {
      const outcome = await http.fetchResource(url, () => true);
      return outcome.kind === 'ok'
        ? {
            status: outcome.page.status,
            contentType: outcome.page.contentType,
            body: outcome.page.body,
          }
        : null;
    };
    const allowed = (url: string) => !new URL(url).pathname.startsWith('/members/');
    const before = fixture.hits.length;
    const leaving = `<!doctype html><html><body><p>Loading</p><script>
      fetch('/members/api').catch(() => undefined);
      location.href = '/members/prices';
    </script></body></html>`;
    const html = await renderPage(browser, {
      url: `${fixture.url}/moving`,
      html: leaving,
      fetchSub,
      allowed,
      timeoutMs: 8_000,
    });
    expect(html).not.toContain('Member consultation');
    const pushing = `<!doctype html><html><body><script>
      history.pushState({}, '', '/members/prices');
      document.body.append('Member consultation £40');
    </script></body></html>`;
    await expect(
      renderPage(browser, { url: `${fixture.url}/pushing`, html: pushing, fetchSub, allowed }),
    ).rejects.toThrow(/members\/prices, which robots\.txt does not allow/);
    expect(fixture.pathsHit().slice(before)).toEqual([]);
  }, 40_000);
});
