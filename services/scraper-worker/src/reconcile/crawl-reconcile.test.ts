import { randomUUID } from 'node:crypto';
import { Queue } from 'bullmq';
import { eq, sql } from 'drizzle-orm';
import { Redis } from 'ioredis';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { JOBS, QUEUES } from '@petvet/shared';
import { createLogger, createProducerConnection, schema } from '@petvet/shared/server';
import { crawlJobRow, insertPracticeToCrawl, practiceRow } from '../test-support/directory-rows';
import { ownDatabase } from '../test-support/own-database';
import { bullCrawlQueueView, CRAWL_JOB_OPTIONS } from './bull-crawl-reconcile';
import { reconcileCrawlsOnce, type CrawlReconcileDeps } from './crawl-reconcile';

const DEADLINE_MS = 15 * 60_000;
// The scene is set "now"; the sweep looks at it an hour later (a fixed clock, no waiting).
const anHourLater = new Date(Date.now() + 60 * 60_000);
let db: Awaited<ReturnType<typeof ownDatabase>>;
let redis: Redis;
let queue: Queue;

beforeAll(async () => {
  db = await ownDatabase();
  redis = new Redis(inject('redisUrl'), { maxRetriesPerRequest: null });
  queue = new Queue(QUEUES.scrape, {
    connection: redis,
    prefix: `${inject('queuePrefix')}:sweep-${randomUUID().slice(0, 8)}`,
  });
});
afterAll(async () => {
  await queue.obliterate({ force: true });
  await queue.close();
  redis.disconnect();
  await db.drop();
});

const sweepDeps = (extra: Partial<CrawlReconcileDeps> = {}): CrawlReconcileDeps => ({
  db: db.db,
  queue: bullCrawlQueueView(queue),
  now: () => anHourLater,
  logger: createLogger('test', 'silent'),
  deadlineMs: DEADLINE_MS,
  ...extra,
});

/** A practice with a queued crawl job, as the API leaves it once the job reached the queue. */
async function queuedCrawl(options: { inQueue: boolean; requeues?: number }) {
  const scene = await insertPracticeToCrawl(db.db, 'https://vets.example');
  await db.db
    .update(schema.globalPractices)
    .set({ crawlStatus: 'running' })
    .where(eq(schema.globalPractices.id, scene.practiceId));
  if (options.requeues)
    await db.db
      .update(schema.crawlJobs)
      .set({ requeues: options.requeues, status: 'running' })
      .where(eq(schema.crawlJobs.id, scene.crawlJobId));
  if (options.inQueue)
    await queue.add(JOBS.scrapePractice, scene, { ...CRAWL_JOB_OPTIONS, jobId: scene.crawlJobId });
  return scene;
}

const outboxRows = (jobIdPrefix: string) =>
  db.db
    .select()
    .from(schema.queueOutbox)
    .where(sql`${schema.queueOutbox.jobId} like ${`${jobIdPrefix}%`}`);

describe('crawl sweep', () => {
  it('when the queue still holds the job, then the sweep leaves the crawl alone', async () => {
    const scene = await queuedCrawl({ inQueue: true });
    const pass = await reconcileCrawlsOnce(sweepDeps());
    expect(pass.live).toBeGreaterThanOrEqual(1);
    expect(await crawlJobRow(db.db, scene.crawlJobId)).toMatchObject({
      status: 'queued',
      requeues: 0,
    });
    await queue.remove(scene.crawlJobId);
  });

  it('when the deadline has not passed, then the sweep does not ask the queue at all', async () => {
    const scene = await queuedCrawl({ inQueue: false });
    await reconcileCrawlsOnce(sweepDeps({ now: () => new Date() }));
    expect(await crawlJobRow(db.db, scene.crawlJobId)).toMatchObject({ requeues: 0 });
  });

  it('when the queue lost the job, then it is re-queued once under a new job id, even by two sweeps at once', async () => {
    const scene = await queuedCrawl({ inQueue: false });
    await Promise.all([reconcileCrawlsOnce(sweepDeps()), reconcileCrawlsOnce(sweepDeps())]);
    const newId = `${scene.crawlJobId}-r1`;
    const job = await queue.getJob(newId);
    // The job says which re-queue it is: the catalogue makes its job id from that.
    expect(job?.data).toEqual({
      practiceId: scene.practiceId,
      crawlJobId: scene.crawlJobId,
      requeue: 1,
    });
    expect(job?.opts.attempts).toBe(3);
    const rows = await outboxRows(scene.crawlJobId);
    expect(rows.map((r) => [r.jobId, r.deliveredAt !== null])).toEqual([[newId, true]]);
    expect(await crawlJobRow(db.db, scene.crawlJobId)).toMatchObject({
      status: 'queued',
      requeues: 1,
      requeuedAt: anHourLater,
    });
    expect(await practiceRow(db.db, scene.practiceId)).toMatchObject({ crawlStatus: 'queued' });
    // The re-queued job waits in the queue: the next sweep leaves it alone.
    const later = new Date(anHourLater.getTime() + 60 * 60_000);
    await reconcileCrawlsOnce(sweepDeps({ now: () => later }));
    expect(await crawlJobRow(db.db, scene.crawlJobId)).toMatchObject({ requeues: 1 });
  });

  it('when more quiet crawls wait in the queue than a page holds, then the lost one among them is still found', async () => {
    const waiting = [];
    for (let i = 0; i < 3; i += 1) waiting.push(await queuedCrawl({ inQueue: true }));
    const lost = await queuedCrawl({ inQueue: false });
    const pass = await reconcileCrawlsOnce(sweepDeps({ batchSize: 1 }));
    expect(pass.checked).toBeGreaterThanOrEqual(4);
    expect(await crawlJobRow(db.db, lost.crawlJobId)).toMatchObject({ requeues: 1 });
    for (const scene of waiting) {
      expect(await crawlJobRow(db.db, scene.crawlJobId)).toMatchObject({ requeues: 0 });
      await queue.remove(scene.crawlJobId);
    }
  });

  it('when its queue message is still in the outbox, then the relay is left to deliver it', async () => {
    const scene = await queuedCrawl({ inQueue: false });
    await db.db.insert(schema.queueOutbox).values({
      queue: QUEUES.scrape,
      jobName: JOBS.scrapePractice,
      jobId: scene.crawlJobId,
      payload: scene,
    });
    const pass = await reconcileCrawlsOnce(sweepDeps());
    expect(pass.pending).toBeGreaterThanOrEqual(1);
    expect(await crawlJobRow(db.db, scene.crawlJobId)).toMatchObject({ requeues: 0 });
  });

  it('when a crawl was re-queued the most times and is lost again, then it fails with a clear reason and its practice is free', async () => {
    const scene = await queuedCrawl({ inQueue: false, requeues: 2 });
    await reconcileCrawlsOnce(sweepDeps());
    const row = await crawlJobRow(db.db, scene.crawlJobId);
    expect(row).toMatchObject({ status: 'failed', lost: true });
    expect(row.error).toBe(
      'Crawl lost: no longer held by the queue and silent for over 15 min after 2 re-queues',
    );
    expect(row.finishedAt).not.toBeNull();
    expect(await practiceRow(db.db, scene.practiceId)).toMatchObject({
      crawlStatus: 'failed',
      crawlError: row.error,
    });
    expect(await queue.getJob(`${scene.crawlJobId}-r3`)).toBeUndefined();
  });

  it('when the queue does not answer, then the pass stops and no crawl is touched', async () => {
    const scene = await queuedCrawl({ inQueue: false });
    const connection = createProducerConnection('redis://127.0.0.1:1', { connectTimeout: 300 });
    const away = new Queue(QUEUES.scrape, { connection, prefix: 'nowhere' });
    away.on('error', () => undefined);
    try {
      await expect(
        reconcileCrawlsOnce(sweepDeps({ queue: bullCrawlQueueView(away) })),
      ).rejects.toThrow();
    } finally {
      await away.close().catch(() => undefined);
      connection.disconnect();
    }
    expect(await crawlJobRow(db.db, scene.crawlJobId)).toMatchObject({
      status: 'queued',
      requeues: 0,
    });
  });
});
