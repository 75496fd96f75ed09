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
});
