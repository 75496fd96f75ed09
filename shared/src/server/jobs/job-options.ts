import type { JobsOptions } from 'bullmq';
import { catalogueOptionsFor } from '../../jobs/catalogue';

/**
 * The options a queued job gets, from the job catalogue, for both transports: BullMQ reads them
 * as they are, the in-process runner reads attempts and backoff from them. Recompute requests are
 * debounced the same way whoever sends them.
 */
export function jobOptionsFor(queue: string, jobName: string): JobsOptions {
  return catalogueOptionsFor(queue, jobName);
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
