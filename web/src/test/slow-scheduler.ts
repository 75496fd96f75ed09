import { createRequire } from 'node:module';

/**
 * A loaded machine made repeatable, for hunting flaky tests (WEB_TEST_SLOW_SCHEDULER=1): React's
 * scheduler finds its 5 ms slice used up after every task and starts its next slice 4 ms later,
 * as when other processes hold the CPU. A commit and its effects then always land in different
 * turns of the event loop, so a test that reads what an effect writes (the title, focus) before
 * waiting for it fails every run instead of once in a hundred. Every slice is short, so the run
 * is several times slower: the waits and test timeouts are longer in this mode (setup.ts, the
 * vitest config). Loaded before React, as the scheduler keeps the timer function it found when it
 * loaded.
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
  let skew = 0;
  // Each look at the clock finds 6 ms more gone: every task overruns the 5 ms slice.
  scheduler.unstable_now = () => now() + (skew += 6);
}
