import { describe, it } from 'vitest';
import { lostCrawlScene } from '../test-support/lost-crawl-scene';

const scene = lostCrawlScene('petvet-empty-redis');

describe('a Redis that comes back without its data', () => {
  it('when Redis loses a queued crawl, then the worker sweep re-queues it and the crawl completes', async () => {
    const worker = scene.startWorker({ stuckAfterMs: 1000, reconcileEveryMs: 200 });
    try {
      const { practiceId, crawlJobId } = await scene.loseQueuedCrawl();
      const row = await scene.crawlFinished(crawlJobId, 30_000);
      await scene.expectRecovered(row, practiceId);
    } finally {
      await worker.close();
    }
  }, 60_000);
});
