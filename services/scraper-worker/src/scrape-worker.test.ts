import { spawn, type ChildProcess } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { Job, Queue } from 'bullmq';
import { Redis } from 'ioredis';
import { afterAll, afterEach, beforeAll, describe, expect, inject, it } from 'vitest';
import { JOBS, QUEUES } from '@petvet/shared';
import { createLogger, type DatabaseHandle } from '@petvet/shared/server';
import { loadScraperConfig } from './config';
import { createScrapeWorker } from './scrape-worker';
import {
  crawlJobRow,
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
} from './test-support/fixture-site';
import { waitFor } from './test-support/wait-for';

const here = path.dirname(fileURLToPath(import.meta.url));
let handle: DatabaseHandle;
let redis: Redis;
const cleanups: Array<() => Promise<void>> = [];
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

const testEnv = (extra: Record<string, string> = {}) => ({
  SCRAPER_ALLOW_LOOPBACK_HOSTS: '127.0.0.1',
  SCRAPER_RENDER: 'false',
  SCRAPER_LOCK_DURATION_MS: '2000',
  SCRAPER_REQUEST_TIMEOUT_MS: '3000',
  ...extra,
});
function freshQueue() {
  const prefix = `${inject('queuePrefix')}:worker-${randomUUID().slice(0, 8)}`;
  const queue = new Queue(QUEUES.scrape, { connection: redis, prefix });
  cleanups.push(() => queue.close());
  return { prefix, queue };
}
function worker(prefix: string, env: Record<string, string>) {
  const w = createScrapeWorker({
    db: handle.db,
    redisUrl: inject('redisUrl'),
    queuePrefix: prefix,
    logger: createLogger('test', 'silent'),
    config: loadScraperConfig(env),
  });
  cleanups.push(w.close);
  return w;
}
async function site(routes: Parameters<typeof startFixtureSite>[0]): Promise<FixtureSite> {
  const s = await startFixtureSite(routes);
  cleanups.push(s.close);
  return s;
}
describe('scrape worker', () => {
  it('when a site never answers, then the job is retried with backoff and then fails with a clear error', async () => {
    const fixture = await site({ '/': { hang: true } });
    const { prefix, queue } = freshQueue();
    const { practiceId, crawlJobId } = await insertPracticeToCrawl(handle.db, fixture.url);
    const job = await queue.add(
      JOBS.scrapePractice,
      { practiceId, crawlJobId },
      { attempts: 2, backoff: { type: 'exponential', delay: 200 } },
    );
    worker(prefix, testEnv({ SCRAPER_REQUEST_TIMEOUT_MS: '1000' }));
    const state = await waitFor(
      () => job.getState(),
      (s) => s === 'failed',
      20_000,
    );
    expect(state).toBe('failed');
    const failed = (await Job.fromId(queue, job.id!))!;
    expect(failed.attemptsMade).toBe(2);
    expect(failed.failedReason).toBe(`${fixture.url}/ did not answer within 1 s`);
    expect(fixture.pathsHit().filter((p) => p === '/')).toHaveLength(2);
    expect(await practiceRow(handle.db, practiceId)).toMatchObject({
      crawlStatus: 'failed',
      crawlError: failed.failedReason,
    });
    expect(await crawlJobRow(handle.db, crawlJobId)).toMatchObject({
      status: 'failed',
      error: failed.failedReason,
    });
  }, 30_000);

  it('when a worker is killed mid-crawl, then another takes the job up and the practice ends with one set of services', async () => {
    let priceRequests = 0;
    const fixture = await site({
      '/': { body: homePage({ '/prices': 'Prices' }) },
      '/prices': {
        handle: (_req, res) => {
          // The first worker is killed while it waits for this page; the second gets an answer.
          if (++priceRequests === 1) return;
          res.writeHead(200, { 'content-type': 'text/html' }).end(
            pricePage('Prices', [
              ['Consultation', '£45'],
              ['Cat spay', '£99'],
            ]),
          );
        },
      },
    });
    const { prefix, queue } = freshQueue();
    const { practiceId, crawlJobId } = await insertPracticeToCrawl(handle.db, fixture.url);
    const child: ChildProcess = spawn(
      process.execPath,
      ['--import', 'tsx', path.join(here, 'test-support/run-worker.ts')],
      {
        cwd: path.resolve(here, '..'),
        env: {
          ...process.env,
          ...testEnv({ SCRAPER_REQUEST_TIMEOUT_MS: '3000' }),
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
    const job = await queue.add(JOBS.scrapePractice, { practiceId, crawlJobId }, { attempts: 3 });
    await waitFor(
      async () => priceRequests,
      (n) => n >= 1,
      15_000,
    );
    expect(await job.getState()).toBe('active');
    child.kill('SIGKILL');

    worker(prefix, testEnv());
    const state = await waitFor(
      () => job.getState(),
      (s) => s === 'completed' || s === 'failed',
      40_000,
    );
    expect(state).toBe('completed');
    expect(priceRequests).toBe(2);
    const services = await storedServices(handle.db, practiceId);
    expect(services.map((s) => [s.name, s.priceMin])).toEqual([
      ['Consultation', 45],
      ['Cat spay', 99],
    ]);
    expect(await practiceRow(handle.db, practiceId)).toMatchObject({
      crawlStatus: 'succeeded',
      serviceCount: 2,
    });
  }, 60_000);

  it('when a worker is closed mid-crawl, then its job goes back to the queue without using an attempt', async () => {
    const fixture = await site({ '/': { hang: true } });
    const { prefix, queue } = freshQueue();
    const { practiceId, crawlJobId } = await insertPracticeToCrawl(handle.db, fixture.url);
    const job = await queue.add(JOBS.scrapePractice, { practiceId, crawlJobId }, { attempts: 3 });
    const w = worker(prefix, testEnv({ SCRAPER_REQUEST_TIMEOUT_MS: '20000' }));
    await waitFor(
      async () => fixture.pathsHit(),
      (hits) => hits.includes('/'),
      10_000,
    );
    const started = Date.now();
    await w.close();
    expect(Date.now() - started).toBeLessThan(3_000);
    expect(await job.getState()).toBe('delayed');
    expect((await Job.fromId(queue, job.id!))!.attemptsMade).toBe(0);
    expect(await practiceRow(handle.db, practiceId)).toMatchObject({ crawlStatus: 'queued' });
    expect(await crawlJobRow(handle.db, crawlJobId)).toMatchObject({ status: 'queued' });
  }, 30_000);
});
