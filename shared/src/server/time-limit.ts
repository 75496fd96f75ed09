/** The work did not settle in the time it was given. */
export class TimedOutError extends Error {
  override name = 'TimedOutError';
}

/**
 * Settles as `work` does, or rejects with a TimedOutError ("the queue did not answer in 3000 ms")
 * once `ms` pass first. Used where a client would otherwise wait for ever (BullMQ waits for a
 * Redis connection that never comes) or where a slow answer is worth less than none. The timer is
 * cleared as soon as the work settles and never keeps the process up.
 */
export function withTimeout<T>(work: Promise<T>, ms: number, what = 'the queue'): Promise<T> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const late = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new TimedOutError(`${what} did not answer in ${ms} ms`)), ms);
    timer.unref?.();
  });
  return Promise.race([work, late]).finally(() => clearTimeout(timer));
}
