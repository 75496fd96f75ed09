import { randomUUID } from 'node:crypto';
import { Job, Queue } from 'bullmq';
import { Redis } from 'ioredis';
import { afterAll, afterEach, beforeAll, describe, expect, inject, it } from 'vitest';
import { JOBS, QUEUES } from '@petvet/shared';
import { createLogger, type DatabaseHandle } from '@petvet/shared/server';
import { loadScraperConfig } from './config';
import { createScrapeWorker } from './scrape-worker';
import {
  insertPracticeToCrawl,
  openTestDatabase,
  practiceRow,
  storedServices,
} from './test-support/directory-rows';
import {
  homePage,
  pricePage,
  startFixtureSite,
  type FixtureSite,
  type Route,
} from './test-support/fixture-site';
import { waitFor } from '../../../test-support/wait-for';

// The clinic listens on 127.0.0.2, the one loopback address the worker is told it may reach; an
// "internal service" listens on 127.0.0.1 and counts every request that reaches it.
const CLINIC_HOST = '127.0.0.2';
let handle: DatabaseHandle;
let redis: Redis;
let internal: FixtureSite;
const cleanups: Array<() => Promise<void>> = [];
beforeAll(async () => {
  handle = await openTestDatabase();
  redis = new Redis(inject('redisUrl'), { maxRetriesPerRequest: null });
  internal = await startFixtureSite({
    '/': { body: '<p>internal</p>' },
    '/admin': { body: pricePage('Internal', [['Consultation', '£1']]) },
  });
});
afterEach(async () => {
  while (cleanups.length) await cleanups.pop()!();
});
afterAll(async () => {
  await internal.close();
  redis.disconnect();
  await handle.close();
});

async function clinic(routes: Record<string, Route>): Promise<FixtureSite> {
  const site = await startFixtureSite(routes, CLINIC_HOST);
  cleanups.push(site.close);
  return site;
}
/** A worker configured from the environment as a deployment would be. */
function startWorker() {
  const prefix = `${inject('queuePrefix')}:ssrf-${randomUUID().slice(0, 8)}`;
  const queue = new Queue(QUEUES.scrape, { connection: redis, prefix });
  const worker = createScrapeWorker({
    db: handle.db,
    redisUrl: inject('redisUrl'),
    queuePrefix: prefix,
    logger: createLogger('test', 'silent'),
    config: loadScraperConfig({
      SCRAPER_ALLOW_LOOPBACK_HOSTS: CLINIC_HOST,
      SCRAPER_RENDER: 'false',
      SCRAPER_REQUEST_TIMEOUT_MS: '3000',
    }),
  });
  cleanups.push(async () => {
    await worker.close();
    await queue.close();
  });
  return queue;
}
async function crawl(queue: Queue, website: string) {
  const { practiceId, crawlJobId } = await insertPracticeToCrawl(handle.db, website);
  const job = await queue.add(JOBS.scrapePractice, { practiceId, crawlJobId }, { attempts: 3 });
  await waitFor(
    () => job.getState(),
    (state) => state === 'completed' || state === 'failed',
    30_000,
  );
  return { practiceId, job: (await Job.fromId(queue, job.id!))! };
}

describe('scrape worker SSRF guard, end to end', () => {
  it('when a listed clinic redirects to 127.0.0.1 or 169.254.169.254, then those hops are refused and recorded, and 127.0.0.1 gets no request', async () => {
    const site = await clinic({
      '/': { body: homePage({ '/prices': 'Prices', '/fees': 'Fees', '/tarifs': 'Tarifs' }) },
      '/prices': { body: pricePage('Prices', [['Consultation', '£45']]) },
      '/fees': { redirect: `${internal.url}/admin` },
      '/tarifs': { redirect: 'http://169.254.169.254/latest/meta-data/' },
    });
    const { practiceId, job } = await crawl(startWorker(), site.url);

    expect(await job.getState()).toBe('completed');
    const skipped: string[] = job.returnvalue.skipped;
    expect(skipped).toContain(
      `${site.url}/fees: refused ${internal.url}/admin: 127.0.0.1 is not a public address`,
    );
    expect(skipped).toContain(
      `${site.url}/tarifs: refused http://169.254.169.254/latest/meta-data/: 169.254.169.254 is not a public address`,
    );
    expect(site.pathsHit()).toEqual(expect.arrayContaining(['/fees', '/tarifs', '/prices']));
    expect(internal.hits).toEqual([]);
    expect((await storedServices(handle.db, practiceId)).map((s) => [s.name, s.priceMin])).toEqual([
      ['Consultation', 45],
    ]);
  }, 40_000);

  it("when a practice's website redirects to 127.0.0.1 or is a name resolving to loopback (localhost), then the crawl fails at once with the refusal and nothing is fetched there", async () => {
    const site = await clinic({ '/': { redirect: `${internal.url}/` } });
    const port = new URL(internal.url).port;
    const queue = startWorker();
    const cases = [
      { website: site.url, error: `refused ${internal.url}/: 127.0.0.1 is not a public address` },
      {
        website: `http://localhost:${port}/`,
        error: /^refused localhost: (127\.0\.0\.1|::1) is not a public address$/,
      },
    ];
    for (const { website, error } of cases) {
      const { practiceId, job } = await crawl(queue, website);
      expect(await job.getState(), website).toBe('failed');
      expect(job.attemptsMade, website).toBe(1);
      expect(job.failedReason).toMatch(error);
      expect(await practiceRow(handle.db, practiceId)).toMatchObject({
        crawlStatus: 'failed',
        crawlError: job.failedReason,
      });
    }
    expect(site.pathsHit()).toContain('/');
    expect(internal.hits).toEqual([]);
  }, 40_000);
});
