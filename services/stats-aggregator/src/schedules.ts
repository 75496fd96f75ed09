import type { Queue } from 'bullmq';
import { JOBS } from '@petvet/shared';

export const STATS_SCHEDULER_ID = 'stats-recompute-every-10-minutes';
export const COMPLETE_SCHEDULER_ID = 'complete-appointments-every-minute';

const RETRIES = { attempts: 4, backoff: { type: 'exponential' as const, delay: 10_000 } };

/**
 * The recurring jobs. upsertJobScheduler is idempotent, so every worker instance may call it at
 * start: one scheduler per id exists in Redis whatever the number of instances.
 */
export async function upsertSchedules(
  queue: Queue,
  every: { statsMs: number; completeMs: number },
): Promise<void> {
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
