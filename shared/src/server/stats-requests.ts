import { Queue } from 'bullmq';
import {
  STATS_RECOMPUTE_DEBOUNCE_MS,
  STATS_RECOMPUTE_DEDUPLICATION_ID,
  statsRecomputeJobOptions,
  type StatsRecomputeJob,
} from '../jobs/catalogue';
import { JOBS, QUEUES } from '../jobs/queues';
import type { Database } from './db/client';
import { createOutboxRepository, type DbExecutor } from './jobs/outbox.repository';
import type { JobTransport } from './jobs/transport';
import { createProducerConnection } from './redis';

/** Ask the stats aggregator to recompute soon (after a crawl, an import, a seed). */
export async function requestStatsRecompute(
  queue: Queue,
  reason: string,
  delayMs?: number,
): Promise<void> {
  const data: StatsRecomputeJob = { reason: reason.slice(0, 100) };
  await queue.add(JOBS.statsRecompute, data, statsRecomputeJobOptions(delayMs));
}

/**
 * The same request through the database outbox (inside the caller's transaction if it has one):
 * it joins a recompute still waiting, with the same debounce as BullMQ's. The relay hands it to
 * BullMQ, or the in-process runner runs it while Redis is away.
 */
export async function requestStatsRecomputeInOutbox(
  db: DbExecutor,
  reason: string,
  delayMs = STATS_RECOMPUTE_DEBOUNCE_MS,
): Promise<void> {
  const data: StatsRecomputeJob = { reason: reason.slice(0, 100) };
  await createOutboxRepository(db).insertDebouncedMessage({
    queue: QUEUES.stats,
    jobName: JOBS.statsRecompute,
    payload: data,
    dedupKey: STATS_RECOMPUTE_DEDUPLICATION_ID,
    delayMs,
  });
}

export interface StatsRequester {
  request(reason: string, delayMs?: number): Promise<void>;
  close(): Promise<void>;
}

/**
 * A small producer of recompute requests for processes that hold no queue of their own. With
 * `local` (the embedded default), requests go to the outbox while Redis is away.
 */
export function createStatsRequester(options: {
  redisUrl: string;
  prefix: string;
  local?: { db: Database; transport: JobTransport };
}): StatsRequester {
  const connection = createProducerConnection(options.redisUrl);
  const queue = new Queue(QUEUES.stats, { connection, prefix: options.prefix });
  queue.on('error', () => undefined);
  const local = options.local;
  return {
    async request(reason, delayMs) {
      if (!local) return requestStatsRecompute(queue, reason, delayMs);
      // BullMQ waits for a connection that is not ready: only ask it when this one is.
      if (local.transport.current === 'bullmq' && connection.status === 'ready') {
        const sent = await withinMs(requestStatsRecompute(queue, reason, delayMs), 3_000);
        if (sent) return;
      }
      await requestStatsRecomputeInOutbox(local.db, reason, delayMs);
    },
    async close() {
      await queue.close();
      connection.disconnect();
    },
  };
}

/** Whether the promise fulfilled within the time; a late answer is harmless (recomputes fold). */
function withinMs(promise: Promise<unknown>, ms: number): Promise<boolean> {
  return new Promise((resolve) => {
    const timer = setTimeout(() => resolve(false), ms);
    timer.unref();
    promise.then(
      () => {
        clearTimeout(timer);
        resolve(true);
      },
      () => {
        clearTimeout(timer);
        resolve(false);
      },
    );
  });
}
