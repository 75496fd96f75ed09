import { createRequire } from 'node:module';

/**
 * A loaded machine made repeatable, for hunting flaky tests (WEB_TEST_SLOW_SCHEDULER=1): React's
 * scheduler finds its 5 ms slice used up ten times sooner and starts its next slice 4 ms later,
 * as when other processes hold the CPU. A commit and its effects then always land in different
 * turns of the event loop, so a test that reads what an effect writes (the title, focus) before
 * waiting for it fails every run instead of once in a hundred. Loaded before React, as the
 * scheduler keeps the timer function it found when it loaded.
 */
const require = createRequire(import.meta.url);
const marker = Symbol.for('petvet.slowScheduler');
const host = globalThis as typeof globalThis & { [marker]?: true };

if (!host[marker]) {
  host[marker] = true;
  const realSetImmediate = globalThis.setImmediate;
  const realSetTimeout = globalThis.setTimeout;
  globalThis.setImmediate = ((callback: (...args: unknown[]) => void, ...args: unknown[]) =>
    realSetTimeout(callback, 4, ...args)) as unknown as typeof setImmediate;
  const scheduler = require('scheduler') as { unstable_now: () => number };
  globalThis.setImmediate = realSetImmediate;
  const now = scheduler.unstable_now;
  const start = now();
  // The clock runs ten times fast: 0.5 ms of work uses up the 5 ms slice, as on a machine ten
  // times slower (small work still fits in a slice, so the run stays minutes long, not hours).
  scheduler.unstable_now = () => start + (now() - start) * 10;
}
