import { Queue, type JobsOptions } from 'bullmq';
import { JOBS, QUEUES } from '@petvet/shared';
import {
  createProducerConnection,
  isRedisUp,
  statsRecomputeJobOptions,
  type Logger,
} from '@petvet/shared/server';
import type { JobQueue } from '../../deps';

export interface BullJobQueueOptions {
  redisUrl: string;
  prefix: string;
  logger: Logger;
}

const DEFAULT_JOB_OPTIONS: JobsOptions = {
  attempts: 3,
  backoff: { type: 'exponential', delay: 5_000 },
  removeOnComplete: { age: 24 * 3600, count: 1000 },
  removeOnFail: { age: 7 * 24 * 3600 },
};

/** Recompute requests are debounced the same way whoever sends them. */
function optionsFor(queue: string, jobName: string): JobsOptions {
  if (queue === QUEUES.stats && jobName === JOBS.statsRecompute) return statsRecomputeJobOptions();
  return DEFAULT_JOB_OPTIONS;
}

/**
 * A BullMQ producer. Fails fast while Redis is down; requests that must survive that go through
 * the database outbox first (outbox.repository.ts) and are relayed (outbox-relay.ts).
 */
export function createBullJobQueue(
  options: BullJobQueueOptions,
): JobQueue & { close(): Promise<void> } {
  const connection = createProducerConnection(options.redisUrl);
  const queues = new Map<string, Queue>();
  const queueOf = (name: string) => {
    let queue = queues.get(name);
    if (!queue) {
      queue = new Queue(name, { connection, prefix: options.prefix });
      queue.on('error', (error) => options.logger.warn({ err: error, queue: name }, 'queue error'));
      queues.set(name, queue);
    }
    return queue;
  };
  return {
    async enqueue(queue, jobName, jobId, payload) {
      // The job id makes delivery idempotent: BullMQ ignores an id it already holds.
      await queueOf(queue).add(jobName, payload, { ...optionsFor(queue, jobName), jobId });
    },
    isUp: () => isRedisUp(connection),
    async close() {
      await Promise.all([...queues.values()].map((queue) => queue.close()));
      connection.disconnect();
    },
  };
}
