import { Queue } from 'bullmq';
import {
  createProducerConnection,
  isRedisUp,
  handOverToBull,
  type JobTransport,
  type Logger,
} from '@petvet/shared/server';
import type { JobQueue } from '../../deps';

export interface BullJobQueueOptions {
  redisUrl: string;
  prefix: string;
  logger: Logger;
  /**
   * The embedded default's transport switch. Without it jobs always go to BullMQ (requests wait
   * in the outbox while Redis is down); with it they run in-process from the outbox meanwhile.
   */
  transport?: JobTransport;
}

/**
 * A BullMQ producer. Fails fast while Redis is down; requests that must survive that go through
 * the database outbox first (the shared server kit's outbox repository) and are relayed
 * (outbox-relay.ts).
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
    async enqueue(queue, jobName, jobId, payload, extra) {
      // The job id makes delivery idempotent: BullMQ ignores an id it already holds.
      await handOverToBull(queueOf(queue), { jobName, jobId, payload }, extra);
    },
    // The connection's own state: a readiness probe never waits on a dead Redis.
    isUp: () => isRedisUp(connection),
    transport: () => options.transport?.current ?? 'bullmq',
    async close() {
      await Promise.all([...queues.values()].map((queue) => queue.close()));
      connection.disconnect();
    },
  };
}
