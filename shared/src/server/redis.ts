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

/**
 * Whether Redis answers, judged by the connection's own state so a request path never waits on a
 * dead Redis. Only a fresh connection whose first attempt has not ended yet is waited for (up to
 * `settleMs`), so a start-up check does not call a Redis that is still being dialled down.
 */
export async function isRedisUp(connection: Redis, settleMs = 1_000): Promise<boolean> {
  if (connection.status === 'ready') return true;
  if (!isFirstAttempt(connection)) return false;
  return new Promise((resolve) => {
    const done = (up: boolean) => {
      clearTimeout(timer);
      connection.off('ready', onReady);
      connection.off('error', onDown);
      connection.off('close', onDown);
      resolve(up);
    };
    const onReady = () => done(true);
    const onDown = () => done(false);
    const timer = setTimeout(onDown, settleMs);
    timer.unref();
    connection.once('ready', onReady);
    connection.once('error', onDown);
    connection.once('close', onDown);
  });
}

const firstAttempts = new WeakMap<Redis, { pending: boolean }>();

/** True until the connection's first attempt has either succeeded or failed. */
function isFirstAttempt(connection: Redis): boolean {
  let attempt = firstAttempts.get(connection);
  if (!attempt) {
    const pending = connection.status === 'connecting' || connection.status === 'connect';
    const state = { pending };
    attempt = state;
    firstAttempts.set(connection, state);
    if (pending) {
      const mark = () => {
        state.pending = false;
        connection.off('ready', mark);
        connection.off('error', mark);
        connection.off('close', mark);
      };
      connection.on('ready', mark);
      connection.on('error', mark);
      connection.on('close', mark);
    }
  }
  return attempt.pending;
}
