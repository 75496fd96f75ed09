/**
 * A process that starts through runMain, then fails outside any awaited promise in the way the
 * first argument names: "rejection" (a promise nobody handles) or "exception" (a throw in a timer).
 */
import { runMain } from '../process-lifecycle';

const how = process.argv[2];

runMain('crash-fixture', async () => {
  setTimeout(() => {
    if (how === 'rejection') void Promise.reject(new Error('lost rejection'));
    else throw new Error('thrown in a timer');
  }, 10);
  // Keeps the process alive until the failure above ends it.
  setTimeout(() => undefined, 30_000);
});
