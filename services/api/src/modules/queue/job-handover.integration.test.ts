import { randomUUID } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { Queue } from 'bullmq';
import { Redis } from 'ioredis';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { JOBS, QUEUES } from '@petvet/shared';
import {
  consumeJobs,
  createLogger,
  createOutboxRepository,
  createOutboxRunner,
  createProducerConnection,
  openDatabase,
  schema,
  watchRedisTransport,
  type DatabaseHandle,
  type JobConsumer,
  type JobContext,
  type JobTransport,
  type OutboxRunner,
} from '@petvet/shared/server';
import { createBullJobQueue } from './job-queue';
import { freePort } from '../../../../../test-support/server-process';
import { startPrivateRedis, type PrivateRedis } from '../../../../../test-support/private-redis';
import { startOutboxRelay } from './outbox-relay';

const JOB_COUNT = 12;
// The job in hand when Redis arrives: it must finish here and never reach BullMQ.
const IN_HAND = 3;
const logger = createLogger('test', 'silent');

const until = async (check: () => boolean | Promise<boolean>, ms: number) => {
  const deadline = Date.now() + ms;
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error(`not reached in ${ms} ms`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
};

describe('handover from the in-process runner to BullMQ when Redis arrives', () => {
  let dataDir: string;
  let handle: DatabaseHandle;
  let redisUrl: string;
  let redisPort: number;
  let laterRedis: PrivateRedis | undefined;
  let watched: Redis;
  let transport: JobTransport;
  let runner: OutboxRunner;
  let consumer: JobConsumer;
  let jobs: ReturnType<typeof createBullJobQueue>;
  let stopRelay: () => Promise<void>;
  const prefix = `handover-${randomUUID().slice(0, 8)}`;
  const runs = new Map<string, number>();

  const handle_ = async (job: JobContext) => {
    runs.set(job.id, (runs.get(job.id) ?? 0) + 1);
    if (runs.size === IN_HAND && transport.current === 'in-process') {
      // Redis arrives while this job runs here; it finishes once BullMQ has taken over.
      laterRedis = await startPrivateRedis({ port: redisPort });
      await until(() => transport.current === 'bullmq', 30_000);
    }
    await new Promise((resolve) => setTimeout(resolve, 30));
  };

  beforeAll(async () => {
    dataDir = mkdtempSync(path.join(tmpdir(), 'petvet-handover-'));
    handle = await openDatabase({ dataDir, migrate: true });
    redisPort = await freePort();
    redisUrl = `redis://127.0.0.1:${redisPort}`;
    watched = createProducerConnection(redisUrl, {
      retryStrategy: () => 100,
    });
    transport = watchRedisTransport(watched, logger);
    await transport.settled();
    runner = createOutboxRunner({ db: handle.db, logger, transport, pollMs: 100 });
    jobs = createBullJobQueue({ redisUrl, prefix, logger, transport });
    stopRelay = startOutboxRelay({ db: handle.db, jobs, logger }, { intervalMs: 200 });
  }, 60_000);
  afterAll(async () => {
    await consumer?.close();
    await stopRelay?.();
    await jobs?.close();
    await runner?.close();
    transport?.close();
    watched?.disconnect();
    await laterRedis?.stop();
    await handle?.close();
    rmSync(dataDir, { recursive: true, force: true });
  });

  it('when Redis becomes reachable with work pending, then the rest goes through BullMQ and every job runs exactly once', async () => {
    expect(transport.current).toBe('in-process');
    const jobIds = Array.from({ length: JOB_COUNT }, (_, i) => `handover-job-${i + 1}`);
    for (const jobId of jobIds) {
      await createOutboxRepository(handle.db).insertOutboxMessage({
        queue: QUEUES.scrape,
        jobName: JOBS.scrapePractice,
        jobId,
        payload: { practiceId: 1 },
      });
    }
    consumer = consumeJobs({
      queue: QUEUES.scrape,
      concurrency: 1,
      handle: handle_,
      redisUrl,
      prefix,
      logger,
      local: { transport, runner },
    });

    await until(() => runs.size === JOB_COUNT, 60_000);
    const lookConnection = new Redis(redisUrl, { maxRetriesPerRequest: null });
    const look = new Queue(QUEUES.scrape, { connection: lookConnection, prefix });
    try {
      await until(async () => (await look.getJobCounts('wait', 'active')).active === 0, 10_000);
      // Anything run twice would show by now: the outbox is empty and BullMQ idle.
      await new Promise((resolve) => setTimeout(resolve, 500));
      expect([...runs.values()].every((count) => count === 1)).toBe(true);
      expect([...runs.keys()].sort()).toEqual([...jobIds].sort());

      const rows = await handle.db.select().from(schema.queueOutbox);
      expect(rows.every((row) => row.deliveredAt !== null)).toBe(true);
      const local = rows.filter((row) => row.claimedBy !== null).map((row) => row.jobId);
      const relayed = rows.filter((row) => row.claimedBy === null).map((row) => row.jobId);
      expect(local).toContain(`handover-job-${IN_HAND}`);
      expect(relayed.length).toBeGreaterThan(0);
      const completed = (await look.getCompleted()).map((job) => job.id);
      expect(completed.sort()).toEqual([...relayed].sort());
      expect(await look.getJob(`handover-job-${IN_HAND}`)).toBeUndefined();
    } finally {
      await look.close();
      lookConnection.disconnect();
    }
  }, 90_000);
});
