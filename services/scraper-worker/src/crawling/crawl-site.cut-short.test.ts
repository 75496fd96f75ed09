import { describe, expect, it } from 'vitest';
import { createWorkerConnection } from '@petvet/shared/server';
import { homePage, pricePage } from '../test-support/fixture-site';
import { sceneClosedAfterEach, type Scene } from '../test-support/scene';
import { startPrivateRedis } from '../../../../test-support/private-redis';
import { crawlSite } from './crawl-site';
import { createHostSlots } from './politeness';

const scene = sceneClosedAfterEach();
// A short minimum delay keeps the crawls quick.
const deps = (options: Parameters<Scene['crawlDeps']>[0] = {}) =>
  scene.crawlDeps({ ...options, limits: { minDelayMs: 50, ...options.limits } });
const found = (services: Array<{ name: string; priceMin: number }>) =>
  services.map((s) => [s.name, s.priceMin]);

describe('crawlSite, cut short', () => {
  it('when the time budget ends while a page hangs, then the pages read so far are returned and the crawl says it was cut short', async () => {
    const fixture = await scene.site({
      '/': { body: homePage({ '/prices': 'Prices', '/services': 'Services' }) },
      '/prices': { body: pricePage('Prices', [['Consultation', '£45']]) },
      '/services': { hang: true },
    });
    const result = await crawlSite(
      fixture.url,
      'GB',
      deps({ timeoutMs: 30_000, limits: { maxDurationMs: 4_000 } }),
    );
    expect(found(result.services)).toEqual([['Consultation', 45]]);
    expect(result.cutShort).toBe('time budget of 4 s reached after 2 of 3 pages');
  }, 30_000);

  it('when Redis goes away mid-crawl, then the crawl stops at once and says the politeness slot was lost', async () => {
    const redis = await startPrivateRedis();
    scene.defer(redis.stop);
    const connection = createWorkerConnection(redis.url);
    scene.defer(async () => connection.disconnect());
    const fixture = await scene.site({
      '/': { body: homePage({ '/prices': 'Prices', '/fees': 'Fees', '/charges': 'Charges' }) },
      '/prices': { body: pricePage('Prices', [['Consultation', '£45']]) },
      // The outage starts while this page is being read, so its slot can never be released.
      '/fees': {
        handle: (_req, res) =>
          void redis
            .stop()
            .then(() =>
              res
                .writeHead(200, { 'content-type': 'text/html' })
                .end(pricePage('Fees', [['Nail clip', '£12']])),
            ),
      },
      '/charges': { body: pricePage('Charges', [['Microchip', '£20']]) },
    });
    const slots = createHostSlots(connection, 'outage', 90_000, 1_000);
    const result = await crawlSite(
      fixture.url,
      'GB',
      deps({ slots, limits: { maxDurationMs: 20_000 } }),
    );
    expect(fixture.pathsHit()).not.toContain('/charges');
    expect(found(result.services)).toEqual([['Consultation', 45]]);
    expect(result.cutShort).toBe('politeness slot lost: Redis unavailable, after 2 of 4 pages');
  }, 30_000);

  it('when a planned page answers a server error, then the crawl is cut short by it rather than complete', async () => {
    const fixture = await scene.site({
      '/': { body: homePage({ '/prices': 'Prices', '/fees': 'Fees' }) },
      '/prices': { body: pricePage('Prices', [['Consultation', '£45']]) },
      '/fees': { status: 503, body: 'busy' },
    });
    const result = await crawlSite(fixture.url, 'GB', deps());
    expect(found(result.services)).toEqual([['Consultation', 45]]);
    expect(result.cutShort).toBe(
      `1 of 3 pages could not be read (${fixture.url}/fees answered HTTP 503)`,
    );
  });

  it('when the page limit ends a crawl, then it is complete: the limit is the crawl’s scope', async () => {
    const fixture = await scene.site({
      '/': { body: homePage({ '/prices': 'Prices', '/fees': 'Fees' }) },
      '/prices': { body: pricePage('Prices', [['Consultation', '£45']]) },
      '/fees': { body: pricePage('Fees', [['Nail clip', '£12']]) },
    });
    const result = await crawlSite(fixture.url, 'GB', deps({ limits: { maxPages: 2 } }));
    expect(result.pagesFetched).toBe(2);
    expect(result.cutShort).toBeNull();
  });
});
