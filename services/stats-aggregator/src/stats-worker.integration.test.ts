import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { pino } from 'pino';
import { JOBS } from '@petvet/shared';
import { createStatsRequester, rowsOf } from '@petvet/shared/server';
import { sql } from 'drizzle-orm';
import {
  COMPLETE_SCHEDULER_ID,
  OUTBOX_PRUNE_SCHEDULER_ID,
  STATS_SCHEDULER_ID,
  upsertSchedules,
} from './schedules';
import { createStatsWorker, type StatsWorker } from './stats-worker';
import { freshDatabase } from './test-support/fresh-database';
import type {} from '../../../test-support/global-setup';

const until = async (check: () => Promise<boolean> | boolean, ms = 15_000) => {
  const deadline = Date.now() + ms;
  while (!(await check()) && Date.now() < deadline) await new Promise((r) => setTimeout(r, 100));
};

describe('stats worker', () => {
  let handle: Awaited<ReturnType<typeof freshDatabase>>;
  let running: StatsWorker;
  const prefix = `${inject('queuePrefix')}_worker`;
  const logs: Array<Record<string, unknown>> = [];
  const logger = pino(
    { level: 'info' },
    { write: (line: string) => void logs.push(JSON.parse(line)) },
  );
  const processed: string[] = [];

  beforeAll(async () => {
    handle = await freshDatabase();
    running = await createStatsWorker({
      db: handle.db,
      redisUrl: inject('redisUrl'),
      queuePrefix: prefix,
      logger,
      schedules: false,
    });
    running.worker!.on('completed', (job) => processed.push(job.name));
  });
  afterAll(async () => {
    await running.queue.obliterate({ force: true });
    await running.close();
    await handle.drop();
  });

  it('when 1,000 recompute requests arrive at once, then they make at most a few recomputes', async () => {
    const requester = createStatsRequester({
      redisUrl: inject('redisUrl'),
      prefix,
      db: handle.db,
    });
    try {
      await Promise.all(
        Array.from({ length: 1000 }, (_, i) => requester.request(`burst-${i}`, 500)),
      );
    } finally {
      await requester.close();
    }
    await until(() => processed.includes(JOBS.statsRecompute));
    await until(async () => {
      const counts = await running.queue.getJobCounts('waiting', 'delayed', 'active');
      return (counts.waiting ?? 0) + (counts.delayed ?? 0) + (counts.active ?? 0) === 0;
    });
    await new Promise((r) => setTimeout(r, 1_000));
    const recomputes = processed.filter((name) => name === JOBS.statsRecompute).length;
    expect(recomputes).toBeGreaterThanOrEqual(1);
    expect(recomputes).toBeLessThanOrEqual(2);
    const stored = rowsOf(await handle.db.execute(sql`select id from global_stats`));
    expect(stored).toHaveLength(1);
  });

  it('when started with schedules (twice), then exactly the two recurring jobs exist and they run', async () => {
    const second = await createStatsWorker({
      db: handle.db,
      redisUrl: inject('redisUrl'),
      queuePrefix: prefix,
      logger,
      schedules: { statsMs: 60_000, completeMs: 60_000 },
    });
    try {
      await upsertSchedules(running.queue, { statsMs: 60_000, completeMs: 60_000 });
      const schedulers = await running.queue.getJobSchedulers();
      expect(schedulers.map((s) => s.key).sort()).toEqual(
        [COMPLETE_SCHEDULER_ID, OUTBOX_PRUNE_SCHEDULER_ID, STATS_SCHEDULER_ID].sort(),
      );
      // Either instance may take the first scheduled jobs: look at the queue, not one worker.
      const completedNames = async () => (await running.queue.getCompleted()).map((j) => j.name);
      await until(async () => (await completedNames()).includes(JOBS.completeAppointments));
      expect(await completedNames()).toContain(JOBS.completeAppointments);
    } finally {
      await second.close();
    }
  });

  it('when a job cannot succeed, then it fails once without retries and the log names the job id', async () => {
    const job = await running.queue.add(
      'no-such-job',
      {},
      { attempts: 5, backoff: { type: 'exponential', delay: 100 } },
    );
    await until(
      async () => (await running.queue.getJob(job.id as string))?.failedReason !== undefined,
    );
    const failed = await running.queue.getJob(job.id as string);
    expect(failed?.attemptsMade).toBe(1);
    expect(failed?.failedReason).toBe('unknown job no-such-job');
    await until(() => logs.some((line) => line.jobId === job.id));
    expect(logs.find((line) => line.jobId === job.id)).toMatchObject({
      msg: 'stats job failed',
      job: 'no-such-job',
    });
  });
});
