import { Job, Queue, UnrecoverableError } from 'bullmq';
import { eq } from 'drizzle-orm';
import { Redis } from 'ioredis';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { JOBS, QUEUES } from '@petvet/shared';
import { fromBullJob, schema } from '@petvet/shared/server';
import {
  crawlJobRow,
  insertPracticeToCrawl,
  practiceRow,
  storedServices,
} from '../test-support/directory-rows';
import { homePage, pricePage } from '../test-support/fixture-site';
import { processorScene } from '../test-support/processor-scene';
import { processScrapePractice } from './scrape-practice.processor';

const scene = processorScene('processor');
const deps = scene.scrapeDeps;
let queue: Queue;
let redis: Redis;
beforeAll(() => {
  redis = new Redis(inject('redisUrl'), { maxRetriesPerRequest: null });
  queue = new Queue(QUEUES.scrape, { connection: redis, prefix: scene.prefix });
});
afterAll(async () => {
  await queue.close();
  redis.disconnect();
});

async function jobFor(data: object, attempts = 3) {
  return Job.create(queue, JOBS.scrapePractice, data, {
    attempts,
    backoff: { type: 'exponential', delay: 1_000 },
  });
}

describe('scrape-practice processor', () => {
  it('when a practice site lists prices, then its services, price range and crawl fields are stored, once however often it runs', async () => {
    const fixture = await scene.site({
      '/': { body: homePage({ '/prices': 'Prices' }) },
      '/prices': {
        body: pricePage('Prices', [
          ['Consultation', '£45'],
          ['Dog spay', '£299 - £450'],
          ['Nail clip', 'from £12'],
        ]),
      },
    });
    const { practiceId, crawlJobId } = await insertPracticeToCrawl(scene.db, fixture.url);
    const job = await jobFor({ practiceId, crawlJobId });
    const first = await processScrapePractice(fromBullJob(job), deps());
    const second = await processScrapePractice(fromBullJob(job), deps());
    // Three services, seven prices: the dog spay is stored once per dog band.
    expect(first).toMatchObject({ practiceId, servicesFound: 7, pagesFetched: 2 });
    expect(second.servicesFound).toBe(7);
    const services = await storedServices(scene.db, practiceId);
    const source = `${fixture.url}/prices`;
    const spay = (band: string) => ['Dog spay', 299, 450, 'GBP', source, 'spay-traditional', band];
    expect(
      services.map((s) => [
        s.name,
        s.priceMin,
        s.priceMax,
        s.currency,
        s.sourceUrl,
        s.standardService,
        s.band,
      ]),
    ).toEqual([
      ['Consultation', 45, 45, 'GBP', source, 'first-consultation', 'any'],
      ...['dog_small', 'dog_medium', 'dog_large', 'dog_xlarge', 'dog_giant'].map(spay),
      ['Nail clip', 12, null, 'GBP', source, 'nail-clipping', 'any'],
    ]);
    expect(services.every((s) => s.seenAt instanceof Date)).toBe(true);
    const practice = await practiceRow(scene.db, practiceId);
    expect(practice).toMatchObject({
      serviceCount: 3,
      minPrice: 12,
      maxPrice: 450,
      currency: 'GBP',
      minPriceUsd: 15,
      crawlStatus: 'succeeded',
      crawlPagesFetched: 2,
      crawlError: null,
    });
    expect(practice.lastCrawled).toBeInstanceOf(Date);
    expect(practice.crawlDurationMs).toBeGreaterThan(0);
    expect(await crawlJobRow(scene.db, crawlJobId)).toMatchObject({
      status: 'succeeded',
      pagesFetched: 2,
      servicesFound: 7,
    });
    expect((await Job.fromId(queue, job.id!))?.progress).toEqual({
      pagesFetched: 2,
      pagesPlanned: 2,
    });
    const statsQueue = new Queue(QUEUES.stats, { connection: redis, prefix: scene.prefix });
    const recompute = await statsQueue.getJobs(['delayed', 'waiting']);
    await statsQueue.close();
    expect(recompute.map((j) => j.name)).toContain(JOBS.statsRecompute);
  }, 30_000);

  it('when the practice has no website, then the job fails for good and the practice says why', async () => {
    const { practiceId, crawlJobId } = await insertPracticeToCrawl(scene.db, '');
    const job = await jobFor({ practiceId, crawlJobId });
    await expect(processScrapePractice(fromBullJob(job), deps())).rejects.toBeInstanceOf(
      UnrecoverableError,
    );
    expect(await practiceRow(scene.db, practiceId)).toMatchObject({
      crawlStatus: 'failed',
      crawlError: 'The practice has no website to crawl',
    });
    expect(await crawlJobRow(scene.db, crawlJobId)).toMatchObject({ status: 'failed' });
  });

  it('when robots.txt forbids the crawl or the address is refused, then the job fails for good with the reason', async () => {
    const fixture = await scene.site({
      '/robots.txt': { type: 'text/plain', body: 'User-agent: *\nDisallow: /\n' },
    });
    const forbidden = await insertPracticeToCrawl(scene.db, fixture.url);
    await expect(
      processScrapePractice(fromBullJob(await jobFor(forbidden)), deps()),
    ).rejects.toBeInstanceOf(UnrecoverableError);
    expect((await practiceRow(scene.db, forbidden.practiceId)).crawlError).toMatch(
      /robots\.txt .* does not allow PetVetBot/,
    );

    const refused = await insertPracticeToCrawl(
      scene.db,
      'http://169.254.169.254/latest/meta-data/',
    );
    await expect(
      processScrapePractice(fromBullJob(await jobFor(refused)), deps()),
    ).rejects.toBeInstanceOf(UnrecoverableError);
    expect(await practiceRow(scene.db, refused.practiceId)).toMatchObject({
      crawlStatus: 'failed',
      crawlError: expect.stringMatching(/169\.254\.169\.254 is not a public address/),
    });
  });

  it('when a crawl fails with attempts left, then the practice waits for the retry and keeps its old services', async () => {
    const fixture = await scene.site({
      '/': { body: homePage({ '/prices': 'Prices' }) },
      '/prices': { body: pricePage('Prices', [['Consultation', '£45']]) },
    });
    const { practiceId, crawlJobId } = await insertPracticeToCrawl(scene.db, fixture.url);
    await processScrapePractice(fromBullJob(await jobFor({ practiceId, crawlJobId })), deps());
    await fixture.close();
    await expect(
      processScrapePractice(fromBullJob(await jobFor({ practiceId, crawlJobId })), deps()),
    ).rejects.toThrow(/could not be fetched/);
    expect(await practiceRow(scene.db, practiceId)).toMatchObject({
      crawlStatus: 'retrying',
      serviceCount: 1,
    });
    expect(await storedServices(scene.db, practiceId)).toHaveLength(1);
    expect(await crawlJobRow(scene.db, crawlJobId)).toMatchObject({
      status: 'queued',
      error: expect.stringMatching(/could not be fetched/),
    });
  });

  it('when a crawl job was settled as lost and a newer crawl replaced it, then a late delivery of the old job crawls nothing and leaves the practice alone', async () => {
    const fixture = await scene.site({
      '/': { body: homePage({ '/prices': 'Prices' }) },
      '/prices': { body: pricePage('Prices', [['Consultation', '£45']]) },
    });
    const { practiceId, crawlJobId } = await insertPracticeToCrawl(scene.db, fixture.url);
    await scene.db
      .update(schema.crawlJobs)
      .set({ status: 'failed', lost: true, error: 'Crawl abandoned: no worker held it' })
      .where(eq(schema.crawlJobs.id, crawlJobId));
    await scene.db
      .update(schema.globalPractices)
      .set({ crawlStatus: 'queued' })
      .where(eq(schema.globalPractices.id, practiceId));

    const outcome = await processScrapePractice(
      fromBullJob(await jobFor({ practiceId, crawlJobId })),
      deps(),
    );

    expect(outcome).toMatchObject({ practiceId, servicesFound: 0, pagesFetched: 0 });
    expect(fixture.hits).toHaveLength(0);
    expect(await practiceRow(scene.db, practiceId)).toMatchObject({ crawlStatus: 'queued' });
    expect(await crawlJobRow(scene.db, crawlJobId)).toMatchObject({
      status: 'failed',
      lost: true,
    });
    expect(await storedServices(scene.db, practiceId)).toHaveLength(0);
  });
});
