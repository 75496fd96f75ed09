import { Queue } from 'bullmq';
import { STATS_RECOMPUTE_DEBOUNCE_MS, type StatsRecomputeJob } from '../jobs/catalogue';
import { JOBS, QUEUES } from '../jobs/queues';
import type { Database } from './db/client';
import { enqueue } from './jobs/enqueue';
import { enqueueHandedOver } from './jobs/hand-over';
import type { DbExecutor } from './jobs/outbox.repository';
import type { JobTransport } from './jobs/transport';
import { createProducerConnection } from './redis';

const recomputeFor = (reason: string): StatsRecomputeJob => ({ reason: reason.slice(0, 100) });

/**
 * Asks for a recompute through the outbox (inside the caller's transaction if it has one): it
 * joins a recompute still waiting, with the catalogue's debounce. The relay hands it to BullMQ,
 * whose deduplication folds it the same way, or the in-process runner runs it while Redis is away.
 */
export async function requestStatsRecomputeInOutbox(
  db: DbExecutor,
  reason: string,
  delayMs = STATS_RECOMPUTE_DEBOUNCE_MS,
): Promise<void> {
  await enqueue(db, JOBS.statsRecompute, recomputeFor(reason), { delayMs });
}

export interface StatsRequester {
  /** Written to the outbox in any case; true when BullMQ took it at once. */
  request(reason: string, delayMs?: number): Promise<boolean>;
  close(): Promise<void>;
}

/**
 * A small producer of recompute requests (after a crawl, an import, a seed) for processes that
 * hold no queue of their own. Every request is an outbox row; while BullMQ is in charge and Redis
 * answers, the row goes to BullMQ at once in the same transaction, else it waits for the relay
 * (or for the in-process runner, with `transport` on the embedded default).
 */
export function createStatsRequester(options: {
  redisUrl: string;
  prefix: string;
  db: Database;
  transport?: JobTransport;
}): StatsRequester {
  const connection = createProducerConnection(options.redisUrl);
  const queue = new Queue(QUEUES.stats, { connection, prefix: options.prefix });
  queue.on('error', () => undefined);
  const { db, transport } = options;
  // BullMQ waits for a connection that is not ready: ask it only while this one is, or (without
  // a transport switch, where the worker waits for Redis) while its first attempt is under way.
  const fastPathOpen = () =>
    transport
      ? transport.current === 'bullmq' && connection.status === 'ready'
      : ['ready', 'wait', 'connecting', 'connect'].includes(connection.status);
  return {
    async request(reason, delayMs) {
      const job = recomputeFor(reason);
      if (fastPathOpen()) {
        const sent = await enqueueHandedOver(db, queue, JOBS.statsRecompute, job, { delayMs });
        if (sent) return true;
      }
      await enqueue(db, JOBS.statsRecompute, job, { delayMs });
      return false;
    },
    async close() {
      await queue.close();
      connection.disconnect();
    },
  };
}
