/** The fields React's `use` reads on a promise to know its outcome without waiting. */
type Tracked<T> = Promise<T> & {
  status: 'pending' | 'fulfilled' | 'rejected';
  value?: T;
  reason?: unknown;
};

/**
 * Marks the promise with its outcome as it settles, so `use` returns a value that is already
 * there instead of suspending for a render (which would flash the loading screen).
 */
export function tracked<T>(promise: Promise<T>): Promise<T> {
  const marked = promise as Tracked<T>;
  marked.status = 'pending';
  promise.then(
    (value) => {
      marked.status = 'fulfilled';
      marked.value = value;
    },
    (reason: unknown) => {
      marked.status = 'rejected';
      marked.reason = reason;
    },
  );
  return marked;
}

/** A promise already fulfilled with the value. */
export function fulfilled<T>(value: T): Promise<T> {
  return Object.assign(Promise.resolve(value), { status: 'fulfilled' as const, value });
}
