import { Queue } from 'bullmq';
import { createProducerConnection, isRedisUp, type Logger } from '@petvet/shared/server';
import type { JobQueue } from '../../deps';

export interface BullJobQueueOptions {
  redisUrl: string;
  prefix: string;
  logger: Logger;
}

/** A BullMQ producer. Fails fast while Redis is down (the caller decides what to keep). */
export function createBullJobQueue(options: BullJobQueueOptions): JobQueue & { close(): Promise<void> } {
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
      await queueOf(queue).add(jobName, payload, {
        jobId,
        attempts: 3,
        backoff: { type: 'exponential', delay: 5_000 },
        removeOnComplete: { age: 24 * 3600, count: 1000 },
        removeOnFail: { age: 7 * 24 * 3600 },
      });
    },
    isUp: () => isRedisUp(connection),
    async close() {
      await Promise.all([...queues.values()].map((queue) => queue.close()));
      connection.disconnect();
    },
  };
}
