import { Queue } from 'bullmq';
import { Redis } from 'ioredis';
import { afterAll, beforeAll, expect } from 'vitest';
import { JOBS, QUEUES } from '@petvet/shared';
import { pino } from 'pino';
import { schema } from '@petvet/shared/server';
import { startPrivateRedis, type PrivateRedis } from '../../../../test-support/private-redis';
import { waitFor } from '../../../../test-support/wait-for';
import { loadScraperConfig } from '../config';
import { CRAWL_JOB_OPTIONS } from '../reconcile/bull-crawl-reconcile';
import { createScrapeWorker } from '../scrape-worker';
import { crawlJobRow, insertPracticeToCrawl, practiceRow } from './directory-rows';
import { homePage, pricePage, startFixtureSite, type FixtureSite } from './fixture-site';
import { ownDatabase } from './own-database';

/**
 * A crawl lost with Redis's data: the file's own database and Redis, a two-page clinic site to
 * crawl, and a crawl the API delivered that waits (delayed) in Redis when Redis comes back empty.
 * Call at the top of a test file: it starts and stops its parts around the file's tests.
 */
export function lostCrawlScene(queuePrefix: string) {
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

  return {
    /** A scrape worker on the scene's Redis, with the given stuck-crawl deadline and sweep. */
    startWorker(timing: { stuckAfterMs: number; reconcileEveryMs: number }) {
      return createScrapeWorker({
        db: db.db,
        redisUrl: redis.url,
        queuePrefix,
        logger: pino({ level: 'warn' }, { write: (line: string) => void warnings.push(line) }),
        config: loadScraperConfig({
          SCRAPER_ALLOW_LOOPBACK_HOSTS: '127.0.0.1',
          SCRAPER_RENDER: 'false',
          CRAWL_STUCK_AFTER_MS: String(timing.stuckAfterMs),
          SCRAPER_RECONCILE_EVERY_MS: String(timing.reconcileEveryMs),
        }),
      });
    },

    /** Queues a crawl as the API would, then restarts Redis empty; answers when it is back. */
    async loseQueuedCrawl(): Promise<{ practiceId: number; crawlJobId: string; back: number }> {
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
      const queue = new Queue(QUEUES.scrape, { connection, prefix: queuePrefix });
      await queue.add(
        JOBS.scrapePractice,
        { practiceId, crawlJobId },
        { ...CRAWL_JOB_OPTIONS, jobId: crawlJobId, delay: 60 * 60_000 },
      );
      await queue.close();
      connection.disconnect();

      await redis.stop();
      await redis.restartEmpty();
      return { practiceId, crawlJobId, back: Date.now() };
    },

    /** The crawl job's row once it has finished, either way. */
    crawlFinished(crawlJobId: string, timeoutMs: number) {
      return waitFor(
        () => crawlJobRow(db.db, crawlJobId),
        (r) => r.status === 'succeeded' || r.status === 'failed',
        timeoutMs,
      );
    },

    /** The lost crawl was queued again once and found the site's one service. */
    async expectRecovered(
      row: Awaited<ReturnType<typeof crawlJobRow>>,
      practiceId: number,
    ): Promise<void> {
      // On failure, the worker's warnings say why.
      expect(row.error, warnings.join('\n')).toBeNull();
      expect(row).toMatchObject({ status: 'succeeded', requeues: 1, servicesFound: 1 });
      expect(await practiceRow(db.db, practiceId)).toMatchObject({ crawlStatus: 'succeeded' });
    },
  };
}
