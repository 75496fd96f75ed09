import type { Queue } from 'bullmq';
import { JOBS, QUEUES } from '@petvet/shared';
import type { LocalJobs, Logger } from '@petvet/shared/server';

export const STATS_SCHEDULER_ID = 'stats-recompute-every-10-minutes';
export const COMPLETE_SCHEDULER_ID = 'complete-appointments-every-minute';

const RETRIES = { attempts: 4, backoff: { type: 'exponential' as const, delay: 10_000 } };

export interface ScheduleEvery {
  statsMs: number;
  completeMs: number;
}

/**
 * The recurring jobs. upsertJobScheduler is idempotent, so every worker instance may call it at
 * start: one scheduler per id exists in Redis whatever the number of instances.
 */
export async function upsertSchedules(queue: Queue, every: ScheduleEvery): Promise<void> {
  await queue.upsertJobScheduler(
    STATS_SCHEDULER_ID,
    { every: every.statsMs },
    {
      name: JOBS.statsRecompute,
      data: { reason: 'schedule' },
      opts: { ...RETRIES, removeOnComplete: { count: 50 }, removeOnFail: { count: 200 } },
    },
  );
  await queue.upsertJobScheduler(
    COMPLETE_SCHEDULER_ID,
    { every: every.completeMs },
    {
      name: JOBS.completeAppointments,
      data: {},
      opts: { ...RETRIES, removeOnComplete: { count: 50 }, removeOnFail: { count: 200 } },
    },
  );
}

/**
 * The same recurring jobs on in-process timers, for the embedded default while Redis is away
 * (BullMQ's schedulers take over when it answers). Like a new scheduler, each runs once at start.
 * A run that fails waits for the next tick, as the jobs are idempotent. Returns the stop function.
 */
export function startLocalSchedules(
  local: LocalJobs,
  every: ScheduleEvery,
  logger: Logger,
): () => void {
  const repeat = (jobName: string, data: Record<string, unknown>, ms: number) => {
    const run = () => {
      if (local.transport.current !== 'in-process') return;
      local.runner
        .runNow(QUEUES.stats, jobName, data)
        .catch((error: unknown) => logger.error({ err: error, job: jobName }, 'timer job failed'));
    };
    setImmediate(run);
    const timer = setInterval(run, ms);
    timer.unref();
    return timer;
  };
  const timers = [
    repeat(JOBS.statsRecompute, { reason: 'schedule' }, every.statsMs),
    repeat(JOBS.completeAppointments, {}, every.completeMs),
  ];
  return () => timers.forEach((timer) => clearInterval(timer));
}
