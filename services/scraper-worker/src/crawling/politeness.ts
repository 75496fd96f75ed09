import { randomUUID } from 'node:crypto';
import type { Redis } from 'ioredis';
import { CrawlError } from './errors';

/** At least this long between the end of one request to a host and the start of the next. */
export const MIN_HOST_DELAY_MS = 1_000;

// Release only our own hold, and leave the key to expire after the delay: the next request to
// this host, from any worker, waits until then.
const RELEASE = `if redis.call('get', KEYS[1]) == ARGV[1] then return redis.call('pexpire', KEYS[1], ARGV[2]) else return 0 end`;

export interface HostSlots {
  /**
   * Waits for the host's slot, runs `work` holding it, then keeps the host quiet for `delayMs`
   * (a function when the delay is only known after the work, as with robots.txt's Crawl-delay).
   * Throws SlotLostError when the slot cannot be taken or released.
   */
  withHost<T>(
    host: string,
    delayMs: number | (() => number),
    work: () => Promise<T>,
    signal?: AbortSignal,
  ): Promise<T>;
}

/**
 * The slot store stopped answering: no request may go out, since nothing would keep the
 * host's pause across workers. Retryable; a crawl that had read pages keeps them as partial.
 */
export class SlotLostError extends CrawlError {
  override name = 'SlotLostError';
  constructor(readonly detail: string) {
    super('politeness slot lost: Redis unavailable', false);
  }
}

/**
 * One request at a time per host across every worker, with a pause after each: a Redis key per
 * host taken with SET NX PX (the PX is a lease, so a crashed worker frees the host by itself).
 * A Redis command that fails, or does not answer within `answerWithinMs` (a connection that
 * queues commands while Redis is down would otherwise wait for ever), loses the slot.
 */
export function createHostSlots(
  redis: Redis,
  prefix: string,
  leaseMs = 90_000,
  answerWithinMs = 5_000,
): HostSlots {
  const ask = <T>(command: () => Promise<T>, signal?: AbortSignal) =>
    answered(command, answerWithinMs, signal);
  return {
    async withHost(host, delayMs, work, signal) {
      const key = `${prefix}:crawl-host:${host.toLowerCase()}`;
      const token = randomUUID();
      for (;;) {
        signal?.throwIfAborted();
        const attempt = redis.set(key, token, 'PX', leaseMs, 'NX');
        const taken = await ask(() => attempt, signal).catch((error: unknown) => {
          // A command Redis still runs later must not hold the host for the whole lease.
          void attempt
            .then((late) => (late === 'OK' ? redis.eval(RELEASE, 1, key, token, '1') : null))
            .catch(() => undefined);
          throw error;
        });
        if (taken === 'OK') break;
        const ttl = await ask(() => redis.pttl(key), signal);
        await sleep(Math.min(Math.max(ttl, 25), 1_000), signal);
      }
      try {
        return await work();
      } finally {
        const quietMs = typeof delayMs === 'function' ? delayMs() : delayMs;
        // Not bound to the crawl's signal: the pause after a request is owed even when the crawl ends.
        await ask(() => redis.eval(RELEASE, 1, key, token, String(Math.max(quietMs, 1))));
      }
    },
  };
}

async function answered<T>(
  command: () => Promise<T>,
  withinMs: number,
  signal?: AbortSignal,
): Promise<T> {
  signal?.throwIfAborted();
  let timer: NodeJS.Timeout | undefined;
  let onAbort: (() => void) | undefined;
  const lost = new Promise<never>((_, reject) => {
    timer = setTimeout(
      () => reject(new SlotLostError(`no answer within ${withinMs} ms`)),
      withinMs,
    );
    onAbort = () => reject(signal?.reason);
    signal?.addEventListener('abort', onAbort, { once: true });
  });
  try {
    return await Promise.race([
      command().catch((error: unknown) => {
        throw new SlotLostError(error instanceof Error ? error.message : String(error));
      }),
      lost,
    ]);
  } finally {
    clearTimeout(timer);
    if (onAbort) signal?.removeEventListener('abort', onAbort);
  }
}

function sleep(ms: number, signal?: AbortSignal): Promise<void> {
  return new Promise((resolve, reject) => {
    const onAbort = () => {
      clearTimeout(timer);
      reject(signal?.reason);
    };
    const timer = setTimeout(() => {
      signal?.removeEventListener('abort', onAbort);
      resolve();
    }, ms);
    signal?.addEventListener('abort', onAbort, { once: true });
  });
}
