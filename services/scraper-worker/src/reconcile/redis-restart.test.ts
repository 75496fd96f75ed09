import { describe, expect, it } from 'vitest';
import { lostCrawlScene } from '../test-support/lost-crawl-scene';

const scene = lostCrawlScene('petvet-redis-restart');

// Unlike empty-redis.test.ts, the sweep's deadline is the default's order (15 minutes): only
// noticing the restart can bring the crawl back within the test's seconds.
describe('a Redis restarted without its data, with the deadline far off', () => {
  it('when Redis comes back empty, then its queued crawl is re-queued within seconds and completes', async () => {
    const worker = scene.startWorker({
      stuckAfterMs: 15 * 60_000,
      reconcileEveryMs: 10 * 60_000,
    });
    try {
      const { practiceId, crawlJobId, back } = await scene.loseQueuedCrawl();
      const row = await scene.crawlFinished(crawlJobId, 20_000);
      // Reconnects retry every 5 s at most; the crawl itself is a two-page fixture site.
      console.info(
        `[redis restart] the lost crawl finished ${Date.now() - back} ms after Redis came back`,
      );
      expect(Date.now() - back).toBeLessThan(15_000);
      await scene.expectRecovered(row, practiceId);
    } finally {
      await worker.close();
    }
  }, 60_000);
});
