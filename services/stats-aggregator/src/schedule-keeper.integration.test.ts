import { Redis } from 'ioredis';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { createLogger } from '@petvet/shared/server';
import { startPrivateRedis, type PrivateRedis } from '../../../test-support/private-redis';
import { SCHEDULE_CHECK_EVERY_MS } from './schedule-keeper';
import { COMPLETE_SCHEDULER_ID, STATS_SCHEDULER_ID } from './schedules';
import { createStatsWorker, type StatsWorker } from './stats-worker';
import { freshDatabase } from './test-support/fresh-database';

const EVERY = { statsMs: 10 * 60_000, completeMs: 10 * 60_000 };
const BOTH = [COMPLETE_SCHEDULER_ID, STATS_SCHEDULER_ID].sort();

/** Polls every 100 ms; returns how long it took, or null when the time ran out. */
async function msUntil(check: () => Promise<boolean>, ms: number): Promise<number | null> {
  const started = Date.now();
  while (Date.now() - started < ms) {
    if (await check().catch(() => false)) return Date.now() - started;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  return null;
}

describe('stats schedules after Redis loses its data', () => {
  let handle: Awaited<ReturnType<typeof freshDatabase>>;
  let redis: PrivateRedis;
  let running: StatsWorker | undefined;
  const schedulerKeys = async () =>
    (await running!.queue.getJobSchedulers()).map((s) => s.key).sort();

  beforeAll(async () => {
    handle = await freshDatabase();
    redis = await startPrivateRedis();
  });
  afterEach(async () => {
    await running?.close();
    running = undefined;
  });
  afterAll(async () => {
    await redis.stop();
    await handle.drop();
  });

  const start = (scheduleCheckEveryMs?: number) =>
    createStatsWorker({
      db: handle.db,
      redisUrl: redis.url,
      queuePrefix: 'petvet-schedules',
      logger: createLogger('test', 'silent'),
      schedules: EVERY,
      scheduleCheckEveryMs,
    });

  it('when Redis restarts empty, then the schedules are back without restarting the aggregator', async () => {
    running = await start();
    expect(await schedulerKeys()).toEqual(BOTH);
    await redis.stop();
    await redis.restartEmpty();
    const back = await msUntil(async () => (await schedulerKeys()).length === 2, 30_000);
    expect(back).not.toBeNull();
    // Back on reconnection, well before the periodic check would have found them missing.
    expect(back!).toBeLessThan(SCHEDULE_CHECK_EVERY_MS);
    expect(await schedulerKeys()).toEqual(BOTH);
  }, 60_000);

  it('when the schedules vanish while connected, then the next check registers them, leaving present ones untouched', async () => {
    running = await start(200);
    const next = (await running.queue.getJobScheduler(STATS_SCHEDULER_ID))?.next;
    await new Promise((resolve) => setTimeout(resolve, 1_000));
    // Checks that find the schedules in place do not move their next run.
    expect((await running.queue.getJobScheduler(STATS_SCHEDULER_ID))?.next).toBe(next);

    const admin = new Redis(redis.url);
    try {
      await admin.flushall();
    } finally {
      admin.disconnect();
    }
    const back = await msUntil(async () => (await schedulerKeys()).length === 2, 10_000);
    expect(back).not.toBeNull();
    expect(await schedulerKeys()).toEqual(BOTH);
  }, 30_000);
});
