import { Queue } from 'bullmq';
import { Redis } from 'ioredis';
import { inject } from 'vitest';
import { QUEUES } from '@petvet/shared';

/** A look into the scrape queue as the workers would see it. */
export function scrapeQueue(prefix: string): { queue: Queue; close(): Promise<void> } {
  const connection = new Redis(inject('redisUrl'), { maxRetriesPerRequest: null });
  const queue = new Queue(QUEUES.scrape, { connection, prefix });
  return {
    queue,
    close: async () => {
      await queue.close();
      connection.disconnect();
    },
  };
}

export async function allJobs(queue: Queue) {
  return queue.getJobs(['waiting', 'delayed', 'active', 'completed', 'failed', 'prioritized']);
}

export async function eventually<T>(
  read: () => Promise<T>,
  ok: (value: T) => boolean,
  ms = 10_000,
): Promise<T> {
  const deadline = Date.now() + ms;
  let value = await read();
  while (!ok(value) && Date.now() < deadline) {
    await new Promise((resolve) => setTimeout(resolve, 100));
    value = await read();
  }
  return value;
}
