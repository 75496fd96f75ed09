import { unstable_IdlePriority, unstable_scheduleCallback } from 'scheduler';

// Taken before any test can fake the timers: the bound below must run on real time.
const realSetTimeout = globalThis.setTimeout;
const realClearTimeout = globalThis.clearTimeout;

/**
 * Resolves once React has run the work it had queued: outside act(), React commits a render in
 * one scheduler task and runs its effects (the page title, focus, requests) in a later one, and
 * on a loaded machine a wait can see the committed screen before those effects ran. An idle-priority
 * task runs only after every task React queued ahead of it. Bounded, so a screen that never stops
 * rendering fails on its own assertion instead of hanging here.
 */
export function reactSettled(limitMs = 2_000): Promise<void> {
  return new Promise((resolve) => {
    const timer = realSetTimeout(resolve, limitMs);
    unstable_scheduleCallback(unstable_IdlePriority, () => {
      realClearTimeout(timer);
      resolve();
    });
  });
}
