import { Job } from 'bullmq';
import { describe, expect, it } from 'vitest';
import { JOBS } from '@petvet/shared';
import {
  crawlJobRow,
  insertPracticeToCrawl,
  practiceRow,
  storedServices,
} from './test-support/directory-rows';
import { homePage, pricePage } from './test-support/fixture-site';
import { waitFor } from '../../../test-support/wait-for';
import { workerScene, workerTestEnv } from './test-support/worker-scene';

const scene = workerScene();

describe('scrape worker', () => {
  it('when a site never answers, then the job is retried with backoff and then fails with a clear error', async () => {
    const fixture = await scene.site({ '/': { hang: true } });
    const { prefix, queue } = scene.freshQueue('worker');
    const { practiceId, crawlJobId } = await insertPracticeToCrawl(scene.db, fixture.url);
    const job = await queue.add(
      JOBS.scrapePractice,
      { practiceId, crawlJobId },
      { attempts: 2, backoff: { type: 'exponential', delay: 200 } },
    );
    scene.worker(prefix, workerTestEnv({ SCRAPER_REQUEST_TIMEOUT_MS: '1000' }));
    const state = await waitFor(
      () => job.getState(),
      (s) => s === 'failed',
      20_000,
    );
    expect(state).toBe('failed');
    const failed = (await Job.fromId(queue, job.id!))!;
    expect(failed.attemptsMade).toBe(2);
    expect(failed.failedReason).toBe(`${fixture.url}/ did not answer within 1 s`);
    expect(fixture.pathsHit().filter((p) => p === '/')).toHaveLength(2);
    expect(await practiceRow(scene.db, practiceId)).toMatchObject({
      crawlStatus: 'failed',
      crawlError: failed.failedReason,
    });
    expect(await crawlJobRow(scene.db, crawlJobId)).toMatchObject({
      status: 'failed',
      error: failed.failedReason,
    });
  }, 30_000);

  it('when a worker is killed mid-crawl, then another takes the job up and the practice ends with one set of services', async () => {
    let priceRequests = 0;
    const fixture = await scene.site({
      '/': { body: homePage({ '/prices': 'Prices' }) },
      '/prices': {
        handle: (_req, res) => {
          // The first worker is killed while it waits for this page; the second gets an answer.
          if (++priceRequests === 1) return;
          res.writeHead(200, { 'content-type': 'text/html' }).end(
            pricePage('Prices', [
              ['Consultation', '£45'],
              ['Cat spay', '£99'],
            ]),
          );
        },
      },
    });
    const { prefix, queue } = scene.freshQueue('worker');
    const { practiceId, crawlJobId } = await insertPracticeToCrawl(scene.db, fixture.url);
    const child = await scene.childWorker(prefix, workerTestEnv());
    const job = await queue.add(JOBS.scrapePractice, { practiceId, crawlJobId }, { attempts: 3 });
    await waitFor(
      async () => priceRequests,
      (n) => n >= 1,
      15_000,
    );
    expect(await job.getState()).toBe('active');
    child.kill('SIGKILL');

    scene.worker(prefix, workerTestEnv());
    const state = await waitFor(
      () => job.getState(),
      (s) => s === 'completed' || s === 'failed',
      40_000,
    );
    expect(state).toBe('completed');
    expect(priceRequests).toBe(2);
    const services = await storedServices(scene.db, practiceId);
    expect(services.map((s) => [s.name, s.priceMin])).toEqual([
      ['Consultation', 45],
      ['Cat spay', 99],
    ]);
    expect(await practiceRow(scene.db, practiceId)).toMatchObject({
      crawlStatus: 'succeeded',
      serviceCount: 2,
    });
  }, 60_000);

  it('when a worker is closed mid-crawl, then its job goes back to the queue without using an attempt', async () => {
    const fixture = await scene.site({ '/': { hang: true } });
    const { prefix, queue } = scene.freshQueue('worker');
    const { practiceId, crawlJobId } = await insertPracticeToCrawl(scene.db, fixture.url);
    const job = await queue.add(JOBS.scrapePractice, { practiceId, crawlJobId }, { attempts: 3 });
    const w = scene.worker(prefix, workerTestEnv({ SCRAPER_REQUEST_TIMEOUT_MS: '20000' }));
    await waitFor(
      async () => fixture.pathsHit(),
      (hits) => hits.includes('/'),
      10_000,
    );
    const started = Date.now();
    await w.close();
    expect(Date.now() - started).toBeLessThan(3_000);
    expect(await job.getState()).toBe('delayed');
    expect((await Job.fromId(queue, job.id!))!.attemptsMade).toBe(0);
    expect(await practiceRow(scene.db, practiceId)).toMatchObject({ crawlStatus: 'queued' });
    expect(await crawlJobRow(scene.db, crawlJobId)).toMatchObject({ status: 'queued' });
  }, 30_000);
});
