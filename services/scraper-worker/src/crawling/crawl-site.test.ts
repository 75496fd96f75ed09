import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { perName } from '../test-support/extraction';
import { homePage, pricePage, type Route } from '../test-support/fixture-site';
import { sceneClosedAfterEach } from '../test-support/scene';
import { crawlSite, DEFAULT_LIMITS } from './crawl-site';
import { launchBrowser } from './render';

const here = path.dirname(fileURLToPath(import.meta.url));
const scene = sceneClosedAfterEach();
const deps = scene.crawlDeps;
const gaps = (times: number[]) => times.slice(1).map((t, i) => t - times[i]!);

describe('crawlSite', () => {
  it('when robots.txt disallows a price page, then it is never requested, and Crawl-delay spaces every request', async () => {
    const fixture = await scene.site({
      '/robots.txt': {
        type: 'text/plain',
        body: 'User-agent: *\nDisallow: /members/\nCrawl-delay: 2\n',
      },
      '/': { body: homePage({ '/prices': 'Our prices', '/members/prices': 'Member prices' }) },
      '/prices': {
        body: pricePage('Prices', [
          ['Consultation', '£45'],
          ['Nail clip', '£12'],
        ]),
      },
      '/members/prices': { body: pricePage('Member prices', [['Consultation', '£40']]) },
    });
    const result = await crawlSite(fixture.url, 'GB', deps());
    expect(fixture.pathsHit()).not.toContain('/members/prices');
    expect(result.skipped.join('\n')).toMatch(/members\/prices: disallowed by robots.txt/);
    expect(result.services.map((s) => [s.name, s.priceMin])).toEqual([
      ['Consultation', 45],
      ['Nail clip', 12],
    ]);
    expect(
      fixture.hits.every((h) => h.userAgent === 'PetVetBot/1.0 (+https://petvet.example/bot)'),
    ).toBe(true);
    for (const gap of gaps(fixture.hits.map((h) => h.at)))
      expect(gap).toBeGreaterThanOrEqual(1_990);
  });

  it('when robots.txt sets no delay, then requests to one host are still at least a second apart', async () => {
    const fixture = await scene.site({
      '/': { body: homePage({ '/fees': 'Fees', '/services': 'Services' }) },
      '/fees': { body: pricePage('Fees', [['Vaccination', '£55']]) },
      '/services': { body: '<p>We offer vaccinations.</p>' },
    });
    await crawlSite(fixture.url, 'GB', deps());
    expect(fixture.pathsHit()).toEqual(
      expect.arrayContaining(['/robots.txt', '/', '/fees', '/services']),
    );
    for (const gap of gaps(fixture.hits.map((h) => h.at))) expect(gap).toBeGreaterThanOrEqual(990);
  });

  it('when robots.txt forbids the whole site, then the crawl fails for good before the home page is read', async () => {
    const fixture = await scene.site({
      '/robots.txt': { type: 'text/plain', body: 'User-agent: PetVetBot\nDisallow: /\n' },
      '/': { body: 'x' },
    });
    await expect(crawlSite(fixture.url, 'GB', deps())).rejects.toMatchObject({
      permanent: true,
      message: expect.stringMatching(/robots\.txt/),
    });
    expect(fixture.pathsHit()).toEqual(['/robots.txt']);
  });

  it('when a price page is only in the sitemap, then it is found there', async () => {
    const withMap = await scene.site({
      '/': { body: homePage({ '/about': 'About us' }) },
      '/sitemap.xml': {
        handle: (_req, res) =>
          res
            .writeHead(200, { 'content-type': 'application/xml' })
            .end(
              `<?xml version="1.0"?><urlset><url><loc>${withMap.url}/about</loc></url><url><loc>${withMap.url}/tarifs</loc></url></urlset>`,
            ),
      },
      '/tarifs': { body: pricePage('Nos tarifs', [['Consultation', '45 €']]) },
    });
    const result = await crawlSite(withMap.url, 'FR', deps());
    expect(withMap.pathsHit()).toContain('/tarifs');
    expect(result.services.map((s) => [s.name, s.priceMin, s.currency])).toEqual([
      ['Consultation', 45, 'EUR'],
    ]);
  });

  it('when a site has more price pages than the limit, then only the limit is fetched', async () => {
    expect(DEFAULT_LIMITS).toMatchObject({ maxPages: 20, maxDurationMs: 60_000 });
    const links: Record<string, string> = {};
    const routes: Record<string, Route> = {};
    for (let i = 1; i <= 8; i++) {
      links[`/prices-${i}`] = `Prices ${i}`;
      routes[`/prices-${i}`] = {
        body: pricePage(`Prices ${i}`, [[`Service ${i} consultation`, `£${40 + i}`]]),
      };
    }
    const fixture = await scene.site({ ...routes, '/': { body: homePage(links) } });
    const result = await crawlSite(fixture.url, 'GB', deps({ limits: { maxPages: 4 } }));
    expect(result.pagesFetched).toBe(4);
    expect(fixture.pathsHit().filter((p) => p.startsWith('/prices-'))).toHaveLength(3);
  }, 30_000);

  it('when a price page is written by JavaScript, then it is read through Chromium', async () => {
    const html = await readFile(path.join(here, '../../fixtures/pages/de-js-preise.html'), 'utf8');
    const fixture = await scene.site({
      '/': { body: homePage({ '/preise': 'Preise' }) },
      '/preise': { body: html },
    });
    const browser = await launchBrowser();
    scene.defer(() => browser.close());
    const result = await crawlSite(fixture.url, 'DE', deps({ browser: async () => browser }));
    expect(perName(result.services).map((s) => [s.name, s.priceMin, s.priceMax])).toEqual([
      ['Allgemeine Untersuchung Hund', 29.5, 29.5],
      ['Allgemeine Untersuchung Katze', 27, 27],
      ['Impfung Hund (SHPPi+L4)', 59.9, 59.9],
      ['Kastration Kater', 98, 98],
      ['Kastration Hündin', 410, null],
      ['Zahnsteinentfernung', 190, 320],
      ['Mikrochip mit Registrierung', 42, 42],
    ]);
  }, 40_000);

  it('when a linked price list is a PDF, then it is skipped without reading it', async () => {
    const fixture = await scene.site({
      '/': { body: homePage({ '/price-list': 'Price list', '/prices': 'Prices' }) },
      '/price-list': { type: 'application/pdf', body: '%PDF-1.4 £45 consultation' },
      '/prices': { body: pricePage('Prices', [['Consultation', '£45']]) },
    });
    const result = await crawlSite(fixture.url, 'GB', deps());
    expect(result.skipped.join('\n')).toMatch(/price-list: content type application\/pdf/);
    expect(result.services).toHaveLength(1);
  });

  it('when the home page never answers, then the crawl fails with a clear, retryable error', async () => {
    const fixture = await scene.site({ '/': { hang: true } });
    await expect(crawlSite(fixture.url, 'GB', deps({ timeoutMs: 1_500 }))).rejects.toMatchObject({
      permanent: false,
      message: `${fixture.url}/ did not answer within 2 s`,
    });
  });
});
