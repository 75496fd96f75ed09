import type { Redis } from 'ioredis';
import type { Logger } from '../logger';

/** Which transport carries jobs now: BullMQ on Redis, or the in-process runner on the outbox. */
export type JobTransportName = 'bullmq' | 'in-process';

export interface JobTransport {
  readonly current: JobTransportName;
  /** Whether Redis answers now (the connection's own state: never waits). */
  readonly redisUp: boolean;
  /** Resolves once the first connection attempt has ended either way (or after `timeoutMs`). */
  settled(timeoutMs?: number): Promise<void>;
  /** Called on every change; returns the function that stops listening. */
  onChange(listener: (name: JobTransportName) => void): () => void;
  close(): void;
}

/**
 * Follows one Redis connection: BullMQ while it is ready, the in-process runner from the moment it
 * is lost (or its first attempt fails). For the embedded default only; with DATABASE_URL the
 * workers always use BullMQ and wait for Redis.
 */
export function watchRedisTransport(connection: Redis, logger: Logger): JobTransport {
  let current: JobTransportName = connection.status === 'ready' ? 'bullmq' : 'in-process';
  let firstOutcome = connection.status === 'ready';
  const listeners = new Set<(name: JobTransportName) => void>();
  const waiters = new Set<() => void>();

  const set = (next: JobTransportName) => {
    firstOutcome = true;
    for (const wake of waiters) wake();
    waiters.clear();
    if (next === current) return;
    current = next;
    logger.info(
      { transport: next },
      next === 'bullmq'
        ? 'Redis answers: jobs go through BullMQ'
        : 'Redis is away: jobs run in this process from the database outbox',
    );
    for (const listener of listeners) listener(next);
  };
  const onReady = () => set('bullmq');
  const onLost = () => set('in-process');
  // An error on a ready connection is followed by 'close' when it really is lost.
  const onError = () => {
    if (connection.status !== 'ready') onLost();
  };
  connection.on('ready', onReady);
  connection.on('close', onLost);
  connection.on('end', onLost);
  connection.on('error', onError);

  return {
    get current() {
      return current;
    },
    get redisUp() {
      return connection.status === 'ready';
    },
    settled(timeoutMs = 3_000) {
      if (firstOutcome) return Promise.resolve();
      return new Promise((resolve) => {
        const timer = setTimeout(resolve, timeoutMs);
        timer.unref();
        waiters.add(() => {
          clearTimeout(timer);
          resolve();
        });
      });
    },
    onChange(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    close() {
      connection.off('ready', onReady);
      connection.off('close', onLost);
      connection.off('end', onLost);
      connection.off('error', onError);
      listeners.clear();
    },
  };
}
