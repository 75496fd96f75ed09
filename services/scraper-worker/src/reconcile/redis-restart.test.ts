import { Queue } from 'bullmq';
import { Redis } from 'ioredis';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { JOBS, QUEUES } from '@petvet/shared';
import { pino } from 'pino';
import { schema } from '@petvet/shared/server';
import { startPrivateRedis, type PrivateRedis } from '../../../../test-support/private-redis';
import { loadScraperConfig } from '../config';
import { createScrapeWorker } from '../scrape-worker';
import { crawlJobRow, insertPracticeToCrawl, practiceRow } from '../test-support/directory-rows';
import {
  homePage,
  pricePage,
  startFixtureSite,
  type FixtureSite,
} from '../test-support/fixture-site';
import { ownDatabase } from '../test-support/own-database';
import { waitFor } from '../../../../test-support/wait-for';
import { CRAWL_JOB_OPTIONS } from './bull-crawl-reconcile';

const prefix = 'petvet-redis-restart';
let db: Awaited<ReturnType<typeof ownDatabase>>;
let redis: PrivateRedis;
let fixture: FixtureSite;
const warnings: string[] = [];

beforeAll(async () => {
  db = await ownDatabase();
  redis = await startPrivateRedis();
  fixture = await startFixtureSite({
    '/': { body: homePage({ '/prices': 'Prices' }) },
    '/prices': { body: pricePage('Prices', [['Consultation', '£45']]) },
  });
});
afterAll(async () => {
  await fixture.close();
  await redis.stop();
  await db.drop();
});

// Unlike empty-redis.test.ts, the sweep's deadline is the default's order (15 minutes): only
// noticing the restart can bring the crawl back within the test's seconds.
describe('a Redis restarted without its data, with the deadline far off', () => {
  it('when Redis comes back empty, then its queued crawl is re-queued within seconds and completes', async () => {
    const worker = createScrapeWorker({
      db: db.db,
      redisUrl: redis.url,
      queuePrefix: prefix,
      logger: pino({ level: 'warn' }, { write: (line: string) => void warnings.push(line) }),
      config: loadScraperConfig({
        SCRAPER_ALLOW_LOOPBACK_HOSTS: '127.0.0.1',
        SCRAPER_RENDER: 'false',
        CRAWL_STUCK_AFTER_MS: String(15 * 60_000),
        SCRAPER_RECONCILE_EVERY_MS: String(10 * 60_000),
      }),
    });
    try {
      const { practiceId, crawlJobId } = await insertPracticeToCrawl(db.db, fixture.url);
      // The API delivered the request; the job waits (delayed) in Redis when Redis goes.
      await db.db.insert(schema.queueOutbox).values({
        queue: QUEUES.scrape,
        jobName: JOBS.scrapePractice,
        jobId: crawlJobId,
        payload: { practiceId, crawlJobId },
        deliveredAt: new Date(),
      });
      const connection = new Redis(redis.url, { maxRetriesPerRequest: null });
      const queue = new Queue(QUEUES.scrape, { connection, prefix });
      await queue.add(
        JOBS.scrapePractice,
        { practiceId, crawlJobId },
        { ...CRAWL_JOB_OPTIONS, jobId: crawlJobId, delay: 60 * 60_000 },
      );
      await queue.close();
      connection.disconnect();

      await redis.stop();
      await redis.restartEmpty();
      const back = Date.now();

      const row = await waitFor(
        () => crawlJobRow(db.db, crawlJobId),
        (r) => r.status === 'succeeded' || r.status === 'failed',
        20_000,
      );
      // Reconnects retry every 5 s at most; the crawl itself is a two-page fixture site.
      console.info(
        `[redis restart] the lost crawl finished ${Date.now() - back} ms after Redis came back`,
      );
      expect(Date.now() - back).toBeLessThan(15_000);
      // On failure, the worker's warnings say why.
      expect(row.error, warnings.join('\n')).toBeNull();
      expect(row).toMatchObject({ status: 'succeeded', requeues: 1, servicesFound: 1 });
      expect(await practiceRow(db.db, practiceId)).toMatchObject({ crawlStatus: 'succeeded' });
    } finally {
      await worker.close();
    }
  }, 60_000);
});
