import { Queue, type JobsOptions } from 'bullmq';
import { JOBS, QUEUES, type StatsRecomputeJob } from '../jobs/queues';
import { createProducerConnection } from './redis';

/** A burst of requests inside this window makes one recompute. */
export const STATS_RECOMPUTE_DEBOUNCE_MS = 5_000;
export const STATS_RECOMPUTE_DEDUPLICATION_ID = 'stats-recompute';

/**
 * Debounced recompute: the first request waits `delayMs`, every request until it starts joins it,
 * and a request that arrives while one runs leaves exactly one more behind (keepLastIfActive), so
 * changes made during a recompute are never missed and a burst costs at most two recomputes.
 */
export function statsRecomputeJobOptions(delayMs = STATS_RECOMPUTE_DEBOUNCE_MS): JobsOptions {
  return {
    delay: delayMs,
    deduplication: { id: STATS_RECOMPUTE_DEDUPLICATION_ID, keepLastIfActive: true },
    attempts: 4,
    backoff: { type: 'exponential', delay: 10_000 },
    removeOnComplete: { count: 100 },
    removeOnFail: { count: 500 },
  };
}

/** Ask the stats aggregator to recompute soon (after a crawl, an import, a seed). */
export async function requestStatsRecompute(
  queue: Queue,
  reason: string,
  delayMs?: number,
): Promise<void> {
  const data: StatsRecomputeJob = { reason: reason.slice(0, 100) };
  await queue.add(JOBS.statsRecompute, data, statsRecomputeJobOptions(delayMs));
}

export interface StatsRequester {
  request(reason: string, delayMs?: number): Promise<void>;
  close(): Promise<void>;
}

/** A small producer of recompute requests for processes that hold no queue of their own. */
export function createStatsRequester(options: {
  redisUrl: string;
  prefix: string;
}): StatsRequester {
  const connection = createProducerConnection(options.redisUrl);
  const queue = new Queue(QUEUES.stats, { connection, prefix: options.prefix });
  queue.on('error', () => undefined);
  return {
    request: (reason, delayMs) => requestStatsRecompute(queue, reason, delayMs),
    async close() {
      await queue.close();
      connection.disconnect();
    },
  };
}
