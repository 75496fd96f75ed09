import { spawn, type ChildProcess } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { Queue } from 'bullmq';
import { Redis } from 'ioredis';
import { afterAll, afterEach, beforeAll, describe, expect, inject, it } from 'vitest';
import { JOBS, QUEUES } from '@petvet/shared';
import { createLogger, schema, type DatabaseHandle } from '@petvet/shared/server';
import { loadScraperConfig } from '../config';
import { createScrapeWorker } from '../scrape-worker';
import {
  crawlJobRow,
  insertPracticeToCrawl,
  openTestDatabase,
  practiceRow,
  storedServices,
} from '../test-support/directory-rows';
import { homePage, pricePage, startFixtureSite } from '../test-support/fixture-site';
import { waitFor } from '../test-support/wait-for';

const here = path.dirname(fileURLToPath(import.meta.url));
const cleanups: Array<() => Promise<void>> = [];
let handle: DatabaseHandle;
let redis: Redis;
beforeAll(async () => {
  handle = await openTestDatabase();
  redis = new Redis(inject('redisUrl'), { maxRetriesPerRequest: null });
});
afterEach(async () => {
  while (cleanups.length) await cleanups.pop()!();
});
afterAll(async () => {
  redis.disconnect();
  await handle.close();
});

// A short lock, so a killed worker's job is seen as stalled within seconds.
const testEnv = {
  SCRAPER_ALLOW_LOOPBACK_HOSTS: '127.0.0.1',
  SCRAPER_RENDER: 'false',
  SCRAPER_LOCK_DURATION_MS: '2000',
  SCRAPER_REQUEST_TIMEOUT_MS: '3000',
};

/** A scraper-worker in a process of its own, answered 'ready' once it takes jobs. */
async function childWorker(prefix: string): Promise<ChildProcess> {
  const child = spawn(
    process.execPath,
    ['--import', 'tsx', path.join(here, '../test-support/run-worker.ts')],
    {
      cwd: path.resolve(here, '../..'),
      env: {
        ...process.env,
        ...testEnv,
        DATABASE_URL: inject('databaseUrl'),
        REDIS_URL: inject('redisUrl'),
        QUEUE_PREFIX: prefix,
      },
      stdio: ['ignore', 'pipe', 'inherit'],
    },
  );
  cleanups.push(async () => void child.kill('SIGKILL'));
  await new Promise<void>((resolve) =>
    child.stdout!.on('data', (d: Buffer) => d.toString().includes('ready') && resolve()),
  );
  return child;
}

async function killed(child: ChildProcess): Promise<void> {
  const exited = new Promise((resolve) => child.once('exit', resolve));
  child.kill('SIGKILL');
  await exited;
}

describe('a crawl whose worker is killed twice', () => {
  it('when its worker is killed mid-crawl twice, then the failure is recorded, the practice is free and a new crawl succeeds', async () => {
    let priceRequests = 0;
    const fixture = await startFixtureSite({
      '/': { body: homePage({ '/prices': 'Prices' }) },
      '/prices': {
        handle: (_req, res) => {
          // The two killed workers wait for this page for ever; the new crawl gets an answer.
          if (++priceRequests <= 2) return;
          res.writeHead(200, { 'content-type': 'text/html' }).end(
            pricePage('Prices', [
              ['Consultation', '£45'],
              ['Cat spay', '£99'],
            ]),
          );
        },
      },
    });
    cleanups.push(fixture.close);
    const prefix = `${inject('queuePrefix')}:stalled-${randomUUID().slice(0, 8)}`;
    const queue = new Queue(QUEUES.scrape, { connection: redis, prefix });
    cleanups.push(() => queue.close());
    const { practiceId, crawlJobId } = await insertPracticeToCrawl(handle.db, fixture.url);
    await queue.add(
      JOBS.scrapePractice,
      { practiceId, crawlJobId },
      { jobId: crawlJobId, attempts: 3 },
    );

    for (const round of [1, 2]) {
      const child = await childWorker(prefix);
      await waitFor(
        async () => priceRequests,
        (n) => n >= round,
        30_000,
      );
      expect(await crawlJobRow(handle.db, crawlJobId)).toMatchObject({ status: 'running' });
      await killed(child);
    }

    // A healthy worker finds the job stalled a second time: BullMQ fails it without running it.
    const survivor = createScrapeWorker({
      db: handle.db,
      redisUrl: inject('redisUrl'),
      queuePrefix: prefix,
      logger: createLogger('test', 'silent'),
      config: loadScraperConfig(testEnv),
    });
    cleanups.push(survivor.close);
    const job = await waitFor(
      async () => queue.getJob(crawlJobId),
      (j) => j?.finishedOn !== undefined,
      30_000,
    );
    expect(job?.failedReason).toContain('stalled more than allowable limit');
    const settled = await waitFor(
      () => crawlJobRow(handle.db, crawlJobId),
      (row) => row.status !== 'running',
      10_000,
    );
    expect(settled).toMatchObject({ status: 'failed', lost: true });
    expect(settled.error).toContain('stalled more than allowable limit');
    expect(await practiceRow(handle.db, practiceId)).toMatchObject({ crawlStatus: 'failed' });

    // The practice can be crawled again: the next request's crawl job runs to the end.
    const [next] = await handle.db
      .insert(schema.crawlJobs)
      .values({ practiceId, status: 'queued', requestedBy: 'test' })
      .returning({ id: schema.crawlJobs.id });
    await queue.add(
      JOBS.scrapePractice,
      { practiceId, crawlJobId: next!.id },
      { jobId: next!.id, attempts: 3 },
    );
    const done = await waitFor(
      () => crawlJobRow(handle.db, next!.id),
      (row) => row.status === 'succeeded' || row.status === 'failed',
      30_000,
    );
    expect(done.status).toBe('succeeded');
    expect((await storedServices(handle.db, practiceId)).map((s) => s.name)).toEqual([
      'Consultation',
      'Cat spay',
    ]);
    expect(await practiceRow(handle.db, practiceId)).toMatchObject({ crawlStatus: 'succeeded' });
  }, 120_000);
});
