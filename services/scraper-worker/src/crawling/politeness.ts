import { randomUUID } from 'node:crypto';
import type { Redis } from 'ioredis';

/** At least this long between the end of one request to a host and the start of the next. */
export const MIN_HOST_DELAY_MS = 1_000;

// Release only our own hold, and leave the key to expire after the delay: the next request to
// this host, from any worker, waits until then.
const RELEASE = `if redis.call('get', KEYS[1]) == ARGV[1] then return redis.call('pexpire', KEYS[1], ARGV[2]) else return 0 end`;

export interface HostSlots {
  /**
   * Waits for the host's slot, runs `work` holding it, then keeps the host quiet for `delayMs`
   * (a function when the delay is only known after the work, as with robots.txt's Crawl-delay).
   */
  withHost<T>(
    host: string,
    delayMs: number | (() => number),
    work: () => Promise<T>,
    signal?: AbortSignal,
  ): Promise<T>;
}

/**
 * One request at a time per host across every worker, with a pause after each: a Redis key per
 * host taken with SET NX PX (the PX is a lease, so a crashed worker frees the host by itself).
 */
export function createHostSlots(redis: Redis, prefix: string, leaseMs = 90_000): HostSlots {
  return {
    async withHost(host, delayMs, work, signal) {
      const key = `${prefix}:crawl-host:${host.toLowerCase()}`;
      const token = randomUUID();
      for (;;) {
        signal?.throwIfAborted();
        const taken = await redis.set(key, token, 'PX', leaseMs, 'NX');
        if (taken === 'OK') break;
        const ttl = await redis.pttl(key);
        await sleep(Math.min(Math.max(ttl, 25), 1_000), signal);
      }
      try {
        return await work();
      } finally {
        const quietMs = typeof delayMs === 'function' ? delayMs() : delayMs;
        await redis.eval(RELEASE, 1, key, token, String(Math.max(quietMs, 1)));
      }
    },
  };
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
