import type { JobsOptions } from 'bullmq';
import { JOBS, QUEUES } from '../../jobs/queues';
import { NOTIFY_JOB_OPTIONS } from '../../jobs/notify-events';
import { statsRecomputeJobOptions } from '../stats-requests';

const DEFAULT_JOB_OPTIONS: JobsOptions = {
  attempts: 3,
  backoff: { type: 'exponential', delay: 5_000 },
  removeOnComplete: { age: 24 * 3600, count: 1000 },
  removeOnFail: { age: 7 * 24 * 3600 },
};

/**
 * The options a queued job gets, one table for both transports: BullMQ reads them as they are,
 * the in-process runner reads attempts and backoff from them. Recompute requests are debounced
 * the same way whoever sends them.
 */
export function jobOptionsFor(queue: string, jobName: string): JobsOptions {
  if (queue === QUEUES.stats && jobName === JOBS.statsRecompute) return statsRecomputeJobOptions();
  if (queue === QUEUES.notify && jobName === JOBS.sendMail) return NOTIFY_JOB_OPTIONS;
  return DEFAULT_JOB_OPTIONS;
}

export interface RetryPolicy {
  attempts: number;
  /** The wait before the retry that follows `runs` finished runs (exponential, like BullMQ's). */
  backoffMs(runs: number): number;
}

export function retryPolicyFor(queue: string, jobName: string): RetryPolicy {
  const options = jobOptionsFor(queue, jobName);
  const backoff = options.backoff;
  const baseMs = typeof backoff === 'number' ? backoff : (backoff?.delay ?? 1_000);
  const exponential = typeof backoff === 'object' && backoff.type === 'exponential';
  return {
    attempts: options.attempts ?? 1,
    backoffMs: (runs) => (exponential ? baseMs * 2 ** Math.max(runs - 1, 0) : baseMs),
  };
}
