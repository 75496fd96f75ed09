import { Queue } from 'bullmq';
import { Redis } from 'ioredis';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { RECURRING_JOBS } from '../../jobs/recurring-jobs';
import { createLogger } from '../logger';
import { createWorkerConnection } from '../redis';
import { startPrivateRedis, type PrivateRedis } from '../../../../test-support/private-redis';
import { runRecurringJobs } from './recurring';
import { SCHEDULE_CHECK_EVERY_MS } from './schedule-keeper';

const JOBS = [RECURRING_JOBS.statsRecompute, RECURRING_JOBS.completeAppointments].map(
  (declared) => ({ ...declared, everyMs: 10 * 60_000 }),
);
const BOTH = JOBS.map((declared) => declared.id).sort();

/** Polls every 100 ms; returns how long it took, or null when the time ran out. */
async function msUntil(check: () => Promise<boolean>, ms: number): Promise<number | null> {
  const started = Date.now();
  while (Date.now() - started < ms) {
    if (await check().catch(() => false)) return Date.now() - started;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  return null;
}

describe('recurring jobs after Redis loses its data', () => {
  let redis: PrivateRedis;
  let running: { queue: Queue; stop(): Promise<void> } | undefined;
  const schedulerKeys = async () =>
    (await running!.queue.getJobSchedulers()).map((s) => s.key).sort();

  beforeAll(async () => {
    redis = await startPrivateRedis();
  });
  afterEach(async () => {
    await running?.stop();
    running = undefined;
  });
  afterAll(async () => {
    await redis.stop();
  });

  const start = async (checkEveryMs?: number) => {
    const connection = createWorkerConnection(redis.url);
    const queue = new Queue('stats', { connection, prefix: 'petvet-schedules' });
    queue.on('error', () => undefined);
    const stopRecurring = await runRecurringJobs({
      queue,
      connection,
      jobs: JOBS,
      name: 'stats',
      logger: createLogger('test', 'silent'),
      checkEveryMs,
    });
    return {
      queue,
      async stop() {
        stopRecurring();
        await queue.close();
        connection.disconnect();
      },
    };
  };

  it('when Redis restarts empty, then the schedules are back without restarting the worker', async () => {
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
    const next = (await running.queue.getJobScheduler(BOTH[0]!))?.next;
    await new Promise((resolve) => setTimeout(resolve, 1_000));
    // Checks that find the schedules in place do not move their next run.
    expect((await running.queue.getJobScheduler(BOTH[0]!))?.next).toBe(next);

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
