import type { Queue } from 'bullmq';
import type { Redis } from 'ioredis';
import type { RecurringJob } from '../../jobs/recurring-jobs';
import type { Logger } from '../logger';
import type { LocalJobs } from './consume-jobs';
import { keepSchedules } from './schedule-keeper';

/**
 * The recurring jobs with the intervals a service's config sets (the setting named by each job's
 * configKey), or their declared defaults.
 */
export function recurringJobsWithConfig(
  jobs: readonly RecurringJob[],
  config: Readonly<Record<string, unknown>>,
): RecurringJob[] {
  return jobs.map((declared) => {
    const every = config[declared.configKey];
    return typeof every === 'number' ? { ...declared, everyMs: every } : declared;
  });
}

/**
 * Registers the jobs as BullMQ schedulers. upsertJobScheduler is idempotent, so every worker
 * instance may call it at start: one scheduler per id exists in Redis whatever their number.
 */
export async function upsertRecurringJobs(
  queue: Queue,
  jobs: readonly RecurringJob[],
): Promise<void> {
  for (const declared of jobs) {
    await queue.upsertJobScheduler(
      declared.id,
      { every: declared.everyMs },
      { name: declared.name, data: declared.data, opts: declared.options },
    );
  }
}

/**
 * Runs the jobs on in-process timers while the in-process transport is in charge (BullMQ's
 * schedulers take over when Redis answers). Like a new scheduler, each runs once at start. A run
 * that fails waits for the next tick, as recurring jobs are idempotent. Returns the stop function.
 */
export function startLocalRecurringJobs(
  local: LocalJobs,
  jobs: readonly RecurringJob[],
  logger: Logger,
): () => void {
  const timers = jobs.map((declared) => {
    const run = () => {
      if (local.transport.current !== 'in-process') return;
      local.runner
        .runNow(declared.queue, declared.name, declared.data)
        .catch((error: unknown) =>
          logger.error({ err: error, job: declared.name }, 'timer job failed'),
        );
    };
    setImmediate(run);
    const timer = setInterval(run, declared.everyMs);
    timer.unref();
    return timer;
  });
  return () => timers.forEach((timer) => clearInterval(timer));
}

export interface RunRecurringJobsOptions {
  /** The queue the jobs belong to, and its connection (its 'ready' event says Redis is back). */
  queue: Queue;
  connection: Redis;
  jobs: readonly RecurringJob[];
  /** Names the schedules in logs ('stats', 'notify'). */
  name: string;
  logger: Logger;
  /** The embedded default: timers while Redis is away. */
  local?: LocalJobs;
  /** How often the schedules are looked for in Redis (tests shorten it). */
  checkEveryMs?: number;
}

/**
 * A queue's recurring jobs, whichever transport is in charge: timers while Redis is away (with
 * `local`), BullMQ's schedulers whenever it answers, written again if Redis comes back empty.
 * Returns the stop function.
 */
export async function runRecurringJobs(options: RunRecurringJobsOptions): Promise<() => void> {
  const { queue, jobs, logger, local } = options;
  const stopTimers = local ? startLocalRecurringJobs(local, jobs, logger) : () => {};
  const keeper = keepSchedules({
    queue,
    connection: options.connection,
    logger,
    checkEveryMs: options.checkEveryMs,
    schedules: {
      name: options.name,
      ids: jobs.map((declared) => declared.id),
      upsert: () => upsertRecurringJobs(queue, jobs),
    },
  });
  // With `local` the keeper registers them once the connection is ready; without it the worker
  // waits for Redis, so they are registered now (the keeper does it later if Redis is away).
  if (!local) {
    await upsertRecurringJobs(queue, jobs).catch((error: unknown) =>
      logger.error({ err: error }, `could not register the ${options.name} schedules`),
    );
  }
  return () => {
    keeper.stop();
    stopTimers();
  };
}
