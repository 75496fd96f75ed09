import { describe, expect, it } from 'vitest';
import { TimedOutError, withTimeout } from './time-limit';

const never = new Promise<never>(() => undefined);

describe('withTimeout', () => {
  it('when the work answers in time, then its value comes through', async () => {
    await expect(withTimeout(Promise.resolve(7), 50)).resolves.toBe(7);
  });

  it('when the work fails in time, then its own error comes through', async () => {
    await expect(withTimeout(Promise.reject(new Error('refused')), 50)).rejects.toThrow('refused');
  });

  it('when the work is silent, then a TimedOutError says who did not answer and how long it waited', async () => {
    const late = withTimeout(never, 20, 'queue');
    await expect(late).rejects.toBeInstanceOf(TimedOutError);
    await expect(late).rejects.toThrow('queue did not answer in 20 ms');
    await expect(withTimeout(never, 10)).rejects.toThrow('the queue did not answer in 10 ms');
  });
});
