import type { ChildProcess } from 'node:child_process';
import { describe, expect, it } from 'vitest';
import { JOBS } from '@petvet/shared';
import { schema } from '@petvet/shared/server';
import {
  crawlJobRow,
  insertPracticeToCrawl,
  practiceRow,
  storedServices,
} from '../test-support/directory-rows';
import { homePage, pricePage } from '../test-support/fixture-site';
import { waitFor } from '../../../../test-support/wait-for';
import { workerScene, workerTestEnv } from '../test-support/worker-scene';

const scene = workerScene();

async function killed(child: ChildProcess): Promise<void> {
  const exited = new Promise((resolve) => child.once('exit', resolve));
  child.kill('SIGKILL');
  await exited;
}

describe('a crawl whose worker is killed twice', () => {
  it('when its worker is killed mid-crawl twice, then the failure is recorded, the practice is free and a new crawl succeeds', async () => {
    let priceRequests = 0;
    const fixture = await scene.site({
      '/': { body: homePage({ '/prices': 'Prices' }) },
      '/prices': {
        handle: (_req, res) => {
          // The two killed workers wait for this page for ever; the new crawl gets an answer.
          if (++priceRequests <= 2) return;
          res.writeHead(200, { 'content-type': 'text/html' }).end(
            pricePage('Prices', [
              ['Consultation', '£45'],
              ['Cat spay', '£99'],
            ]),
          );
        },
      },
    });
    const { prefix, queue } = scene.freshQueue('stalled');
    const { practiceId, crawlJobId } = await insertPracticeToCrawl(scene.db, fixture.url);
    await queue.add(
      JOBS.scrapePractice,
      { practiceId, crawlJobId },
      { jobId: crawlJobId, attempts: 3 },
    );

    for (const round of [1, 2]) {
      const child = await scene.childWorker(prefix, workerTestEnv());
      await waitFor(
        async () => priceRequests,
        (n) => n >= round,
        30_000,
      );
      expect(await crawlJobRow(scene.db, crawlJobId)).toMatchObject({ status: 'running' });
      await killed(child);
    }

    // A healthy worker finds the job stalled a second time: BullMQ fails it without running it.
    scene.worker(prefix, workerTestEnv());
    const job = await waitFor(
      async () => queue.getJob(crawlJobId),
      (j) => j?.finishedOn !== undefined,
      30_000,
    );
    expect(job?.failedReason).toContain('stalled more than allowable limit');
    const settled = await waitFor(
      () => crawlJobRow(scene.db, crawlJobId),
      (row) => row.status !== 'running',
      10_000,
    );
    expect(settled).toMatchObject({ status: 'failed', lost: true });
    expect(settled.error).toContain('stalled more than allowable limit');
    expect(await practiceRow(scene.db, practiceId)).toMatchObject({ crawlStatus: 'failed' });

    // The practice can be crawled again: the next request's crawl job runs to the end.
    const [next] = await scene.db
      .insert(schema.crawlJobs)
      .values({ practiceId, status: 'queued', requestedBy: 'test' })
      .returning({ id: schema.crawlJobs.id });
    await queue.add(
      JOBS.scrapePractice,
      { practiceId, crawlJobId: next!.id },
      { jobId: next!.id, attempts: 3 },
    );
    const done = await waitFor(
      () => crawlJobRow(scene.db, next!.id),
      (row) => row.status === 'succeeded' || row.status === 'failed',
      30_000,
    );
    expect(done.status).toBe('succeeded');
    expect((await storedServices(scene.db, practiceId)).map((s) => s.name)).toEqual([
      'Consultation',
      'Cat spay',
    ]);
    expect(await practiceRow(scene.db, practiceId)).toMatchObject({ crawlStatus: 'succeeded' });
  }, 120_000);
});
