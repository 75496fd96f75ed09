import { Redis, type RedisOptions } from 'ioredis';

/**
 * A connection for a producer: fails fast while Redis is down instead of queueing commands
 * in memory, so callers can fall back (the outbox) rather than hang.
 */
export function createProducerConnection(url: string, options: RedisOptions = {}): Redis {
  const connection = new Redis(url, {
    enableOfflineQueue: false,
    maxRetriesPerRequest: 1,
    connectTimeout: 2_000,
    retryStrategy: (attempt) => Math.min(attempt * 500, 5_000),
    lazyConnect: false,
    ...options,
  });
  connection.on('error', () => undefined);
  return connection;
}

/** A connection for a BullMQ worker: blocking commands must never time out on retries. */
export function createWorkerConnection(url: string, options: RedisOptions = {}): Redis {
  const connection = new Redis(url, {
    maxRetriesPerRequest: null,
    retryStrategy: (attempt) => Math.min(attempt * 500, 5_000),
    ...options,
  });
  connection.on('error', () => undefined);
  return connection;
}

export async function isRedisUp(connection: Redis, timeoutMs = 1_000): Promise<boolean> {
  try {
    const answer = await Promise.race([
      whenReady(connection).then(() => connection.ping()),
      new Promise<never>((_, reject) =>
        setTimeout(() => reject(new Error('timeout')), timeoutMs).unref(),
      ),
    ]);
    return answer === 'PONG';
  } catch {
    return false;
  }
}

/** A fresh connection is still connecting: give it the chance to answer before judging it down. */
function whenReady(connection: Redis): Promise<void> {
  if (connection.status === 'ready') return Promise.resolve();
  return new Promise((resolve) => {
    connection.once('ready', () => resolve());
  });
}
