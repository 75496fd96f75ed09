import type { Queue } from 'bullmq';
import { JOBS, QUEUES } from '@petvet/shared';
import type { LocalJobs, Logger } from '@petvet/shared/server';

export const STATS_SCHEDULER_ID = 'stats-recompute-every-10-minutes';
export const COMPLETE_SCHEDULER_ID = 'complete-appointments-every-minute';
export const REMINDERS_SCHEDULER_ID = 'queue-reminders-every-5-minutes';
export const WAITLIST_SWEEP_SCHEDULER_ID = 'waitlist-offers-every-minute';
export const NOTIFY_SCHEDULER_IDS = [REMINDERS_SCHEDULER_ID, WAITLIST_SWEEP_SCHEDULER_ID] as const;

const RETRIES = { attempts: 4, backoff: { type: 'exponential' as const, delay: 10_000 } };

export interface ScheduleEvery {
  statsMs: number;
  completeMs: number;
}

/** The notify queue's recurring jobs: the reminder sweep and the lapsed-offer sweep. */
export interface NotifyScheduleEvery {
  remindersMs: number;
  waitlistMs: number;
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

/** The notify queue's recurring jobs, registered like the stats ones (idempotent). */
export async function upsertNotifySchedules(
  queue: Queue,
  every: NotifyScheduleEvery,
): Promise<void> {
  const opts = { ...RETRIES, removeOnComplete: { count: 50 }, removeOnFail: { count: 200 } };
  await queue.upsertJobScheduler(
    REMINDERS_SCHEDULER_ID,
    { every: every.remindersMs },
    { name: JOBS.queueReminders, data: {}, opts },
  );
  await queue.upsertJobScheduler(
    WAITLIST_SWEEP_SCHEDULER_ID,
    { every: every.waitlistMs },
    { name: JOBS.waitlistOffers, data: {}, opts },
  );
}

/**
 * Runs a recurring job on an in-process timer while Redis is away (BullMQ's schedulers take over
 * when it answers). Like a new scheduler, it runs once at start. A run that fails waits for the
 * next tick, as the jobs are idempotent.
 */
function repeatLocally(
  local: LocalJobs,
  logger: Logger,
  queue: string,
  job: { name: string; data: Record<string, unknown>; everyMs: number },
): NodeJS.Timeout {
  const run = () => {
    if (local.transport.current !== 'in-process') return;
    local.runner
      .runNow(queue, job.name, job.data)
      .catch((error: unknown) => logger.error({ err: error, job: job.name }, 'timer job failed'));
  };
  setImmediate(run);
  const timer = setInterval(run, job.everyMs);
  timer.unref();
  return timer;
}

/** The stats recurring jobs on in-process timers, for the embedded default. Returns the stop function. */
export function startLocalSchedules(
  local: LocalJobs,
  every: ScheduleEvery,
  logger: Logger,
): () => void {
  const timers = [
    repeatLocally(local, logger, QUEUES.stats, {
      name: JOBS.statsRecompute,
      data: { reason: 'schedule' },
      everyMs: every.statsMs,
    }),
    repeatLocally(local, logger, QUEUES.stats, {
      name: JOBS.completeAppointments,
      data: {},
      everyMs: every.completeMs,
    }),
  ];
  return () => timers.forEach((timer) => clearInterval(timer));
}

/** The notify recurring jobs on in-process timers, for the embedded default. */
export function startLocalNotifySchedules(
  local: LocalJobs,
  every: NotifyScheduleEvery,
  logger: Logger,
): () => void {
  const timers = [
    repeatLocally(local, logger, QUEUES.notify, {
      name: JOBS.queueReminders,
      data: {},
      everyMs: every.remindersMs,
    }),
    repeatLocally(local, logger, QUEUES.notify, {
      name: JOBS.waitlistOffers,
      data: {},
      everyMs: every.waitlistMs,
    }),
  ];
  return () => timers.forEach((timer) => clearInterval(timer));
}
