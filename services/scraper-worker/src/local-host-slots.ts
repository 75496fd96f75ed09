import type { HostSlots } from './crawling/politeness';

/**
 * One request at a time per host, with the pause after each, inside this process: the politeness
 * of the in-process transport, where this process is the only crawler and Redis is away.
 */
export function createLocalHostSlots(): HostSlots {
  const busy = new Map<string, Promise<void>>();
  return {
    async withHost(host, delayMs, work, signal) {
      const key = host.toLowerCase();
      for (let held = busy.get(key); held; held = busy.get(key)) {
        signal?.throwIfAborted();
        await untilSettledOrAborted(held, signal);
      }
      signal?.throwIfAborted();
      let free = () => {};
      busy.set(key, new Promise<void>((resolve) => (free = resolve)));
      try {
        return await work();
      } finally {
        const quietMs = typeof delayMs === 'function' ? delayMs() : delayMs;
        setTimeout(
          () => {
            busy.delete(key);
            free();
          },
          Math.max(quietMs, 1),
        ).unref();
      }
    },
  };
}

function untilSettledOrAborted(held: Promise<void>, signal?: AbortSignal): Promise<void> {
  if (!signal) return held;
  return new Promise((resolve, reject) => {
    const onAbort = () => reject(signal.reason);
    signal.addEventListener('abort', onAbort, { once: true });
    void held.then(() => {
      signal.removeEventListener('abort', onAbort);
      resolve();
    });
  });
}
