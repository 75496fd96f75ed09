import { Job, Queue } from 'bullmq';
import { eq } from 'drizzle-orm';
import { Redis } from 'ioredis';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { JOBS, QUEUES } from '@petvet/shared';
import { fromBullJob, schema } from '@petvet/shared/server';
import { insertPracticeToCrawl, storedServices } from '../test-support/directory-rows';
import { homePage } from '../test-support/fixture-site';
import { processorScene } from '../test-support/processor-scene';
import { processScrapePractice } from './scrape-practice.processor';

const scene = processorScene('surgeries');
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

const list = (surgery: string, consultation: string, castration: string) =>
  `<h2>${surgery}</h2><table><tr><th>Service</th><th>Price</th></tr>
   <tr><td>Consultation</td><td>${consultation}</td></tr>
   <tr><td>Cat castration</td><td>${castration}</td></tr></table>`;
const page = `<!doctype html><html><body><h1>Fees at our two surgeries</h1>
  ${list('Quayside Surgery', '£48.00', '£96.00')}${list('Penryn Road Surgery', '£52.00', '£104.00')}
  </body></html>`;

describe('a price page with one list per surgery', () => {
  it('when the crawled practice is one of the surgeries, then only its list is published and the other is kept unconfirmed, saying whose it is', async () => {
    const fixture = await scene.site({
      '/': { body: homePage({ '/fees': 'Fees' }) },
      '/fees': { body: page },
    });
    const { practiceId, crawlJobId } = await insertPracticeToCrawl(scene.db, fixture.url);
    await scene.db
      .update(schema.globalPractices)
      .set({ name: 'Harbour Vets', address: '4 Quayside', city: 'Falmouth' })
      .where(eq(schema.globalPractices.id, practiceId));
    const job = await Job.create(queue, JOBS.scrapePractice, { practiceId, crawlJobId });
    await processScrapePractice(fromBullJob(job), scene.scrapeDeps());

    const published = await storedServices(scene.db, practiceId);
    expect(published.map((s) => [s.name, s.priceMin]).sort()).toEqual([
      ['Cat castration', 96],
      ['Consultation', 48],
    ]);
    const kept = await scene.db
      .select()
      .from(schema.globalPracticeUnconfirmedPrices)
      .where(eq(schema.globalPracticeUnconfirmedPrices.practiceId, practiceId));
    expect(kept.map((s) => s.priceMin).sort()).toEqual([104, 52]);
    expect(kept.every((s) => s.evidence.checks.some((c) => c.check === 'other_surgery'))).toBe(
      true,
    );
    expect(kept[0]!.evidence.surgery).toBe('Penryn Road Surgery');
  });
});
