import { describe, expect, it } from 'vitest';
import { homePage, pricePage, type FixtureSite } from '../test-support/fixture-site';
import { sceneClosedAfterEach, type Scene } from '../test-support/scene';
import { crawlSite } from './crawl-site';

const scene = sceneClosedAfterEach();
// A short minimum delay, so the gaps a test sees are the site's own Crawl-delay.
const deps = (options: Parameters<Scene['crawlDeps']>[0] = {}) =>
  scene.crawlDeps({ ...options, limits: { minDelayMs: 100, ...options.limits } });
const gaps = (times: number[]) => times.slice(1).map((t, i) => t - times[i]!);
const hitAt = (fixture: FixtureSite, path: string) => fixture.hits.find((h) => h.path === path)!.at;

describe('crawlSite, redirect hops', () => {
  it('when /prices answers 301 to /prices/ on a site with Crawl-delay 1, then /prices/ is requested a full second after the redirect, and once though a link also points at it', async () => {
    const fixture = await scene.site({
      '/robots.txt': { type: 'text/plain', body: 'User-agent: *\nCrawl-delay: 1\n' },
      '/': { body: homePage({ '/prices': 'Prices', '/prices/': 'Price list' }) },
      '/prices': { redirect: '/prices/', status: 301 },
      '/prices/': { body: pricePage('Prices', [['Consultation', '£45']]) },
    });
    const result = await crawlSite(fixture.url, 'GB', deps());
    const afterRedirectMs = hitAt(fixture, '/prices/') - hitAt(fixture, '/prices');
    console.info(
      `redirect to target: ${afterRedirectMs} ms; /prices/ fetched ${fixture.pathsHit().filter((p) => p === '/prices/').length} times`,
    );
    expect(afterRedirectMs).toBeGreaterThanOrEqual(990);
    expect(fixture.pathsHit().filter((p) => p === '/prices/')).toHaveLength(1);
    for (const gap of gaps(fixture.hits.map((h) => h.at))) expect(gap).toBeGreaterThanOrEqual(990);
    expect(result.services.map((s) => [s.name, s.priceMin, s.sourceUrl])).toEqual([
      ['Consultation', 45, `${fixture.url}/prices/`],
    ]);
  }, 30_000);

  it('when a page redirects into a path robots.txt disallows, then the target is never requested and nothing from it is kept', async () => {
    const fixture = await scene.site({
      '/robots.txt': { type: 'text/plain', body: 'User-agent: *\nDisallow: /members/\n' },
      '/': { body: homePage({ '/fees': 'Fees', '/prices': 'Prices' }) },
      '/fees': { redirect: '/members/fees', status: 301 },
      '/members/fees': { body: pricePage('Member fees', [['Consultation', '£40']]) },
      '/prices': { body: pricePage('Prices', [['Nail clip', '£12']]) },
    });
    const result = await crawlSite(fixture.url, 'GB', deps());
    expect(fixture.pathsHit()).toContain('/fees');
    expect(fixture.pathsHit()).not.toContain('/members/fees');
    expect(result.services.map((s) => [s.name, s.priceMin])).toEqual([['Nail clip', 12]]);
    expect(result.skipped).toContain(
      `${fixture.url}/fees: redirect to ${fixture.url}/members/fees is disallowed by robots.txt`,
    );
    expect(result.cutShort).toBeNull();
  }, 30_000);

  it('when the start page redirects into a disallowed path, then the crawl fails for good without requesting it', async () => {
    const fixture = await scene.site({
      '/robots.txt': { type: 'text/plain', body: 'User-agent: *\nDisallow: /private/\n' },
      '/': { redirect: '/private/home', status: 301 },
      '/private/home': { body: pricePage('Prices', [['Consultation', '£40']]) },
    });
    await expect(crawlSite(fixture.url, 'GB', deps())).rejects.toMatchObject({
      permanent: true,
      message: expect.stringMatching(/disallowed by robots\.txt/),
    });
    expect(fixture.pathsHit()).toEqual(['/robots.txt', '/']);
  });
});
