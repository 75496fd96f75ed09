import { describe, expect, it } from 'vitest';
import { JOBS } from '@petvet/shared';
import { schema, type JobContext } from '@petvet/shared/server';
import {
  crawlJobRow,
  insertPracticeToCrawl,
  practiceRow,
  storedServices,
} from '../test-support/directory-rows';
import { homePage, pricePage, type Route } from '../test-support/fixture-site';
import { processorScene } from '../test-support/processor-scene';
import { processScrapePractice } from './scrape-practice.processor';

const scene = processorScene('partial');
// A short politeness delay and a 4 s budget: a hanging page is the only thing that can end it.
const deps = () =>
  scene.scrapeDeps({ timeoutMs: 30_000, limits: { minDelayMs: 50, maxDurationMs: 4_000 } });
// The job as any transport hands it over, for the first of three attempts.
const jobFor = (data: { practiceId: number; crawlJobId: string }): JobContext => ({
  id: data.crawlJobId,
  name: JOBS.scrapePractice,
  data,
  attemptsMade: 0,
  maxAttempts: 3,
  updateProgress: async () => undefined,
  log: async () => undefined,
  release: async () => new Error('released'),
});
async function newCrawlJob(practiceId: number): Promise<string> {
  const [row] = await scene.db
    .insert(schema.crawlJobs)
    .values({ practiceId, status: 'queued', requestedBy: 'test' })
    .returning({ id: schema.crawlJobs.id });
  return row!.id;
}
const NINE: Array<[string, string]> = [
  ['Consultation', '£45'],
  ['Vaccination', '£55'],
  ['Nail clip', '£12'],
  ['Dog spay', '£299'],
  ['Cat neuter', '£120'],
  ['Dental scale and polish', '£250'],
  ['Flea treatment', '£18'],
  ['Worming tablet', '£9'],
  ['Blood test', '£85'],
];
const prices = async (practiceId: number) =>
  // One line per service: a dog price is stored once per dog band.
  [
    ...new Set((await storedServices(scene.db, practiceId)).map((s) => `${s.name} ${s.priceMin}`)),
  ].sort();

describe('scrape-practice processor, cut-short crawls', () => {
  it('when a crawl runs out of time, then the stored prices stay, new and changed ones are merged in and the crawl is partial; a complete crawl then replaces the set', async () => {
    const routes: Record<string, Route> = {
      '/': { body: homePage({ '/prices': 'Prices' }) },
      '/prices': { body: pricePage('Prices', NINE) },
    };
    const fixture = await scene.site(routes);
    const { practiceId, crawlJobId } = await insertPracticeToCrawl(scene.db, fixture.url);
    await processScrapePractice(jobFor({ practiceId, crawlJobId }), deps());
    expect(await prices(practiceId)).toHaveLength(9);

    // The consultation now costs more, a microchip is new, and the services page never answers.
    routes['/'] = { body: homePage({ '/prices': 'Prices', '/services': 'Services' }) };
    routes['/prices'] = {
      body: pricePage('Prices', [
        ['Consultation', '£50'],
        ['Microchip', '£20'],
      ]),
    };
    routes['/services'] = { hang: true };
    const partial = await newCrawlJob(practiceId);
    const cutJob = jobFor({ practiceId, crawlJobId: partial });
    // Delivered twice: still one merged set.
    await processScrapePractice(cutJob, deps());
    await processScrapePractice(cutJob, deps());
    const merged = await prices(practiceId);
    console.info(`prices after the cut-short crawl: ${merged.length}`);
    expect(merged).toEqual(
      [
        ...NINE.filter(([name]) => name !== 'Consultation'),
        ['Consultation', '£50'],
        ['Microchip', '£20'],
      ]
        .map(([name, price]) => `${name} ${price!.slice(1)}`)
        .sort(),
    );
    const reason = 'time budget of 4 s reached after 2 of 3 pages';
    expect(await practiceRow(scene.db, practiceId)).toMatchObject({
      crawlStatus: 'partial',
      crawlError: reason,
      serviceCount: 10,
      minPrice: 9,
      maxPrice: 299,
    });
    expect(await crawlJobRow(scene.db, partial)).toMatchObject({
      status: 'partial',
      error: reason,
    });

    routes['/services'] = { body: '<p>We offer vaccinations.</p>' };
    const complete = await newCrawlJob(practiceId);
    await processScrapePractice(jobFor({ practiceId, crawlJobId: complete }), deps());
    expect(await prices(practiceId)).toEqual(['Consultation 50', 'Microchip 20']);
    expect(await practiceRow(scene.db, practiceId)).toMatchObject({
      crawlStatus: 'succeeded',
      crawlError: null,
      serviceCount: 2,
    });
    expect(await crawlJobRow(scene.db, complete)).toMatchObject({
      status: 'succeeded',
      error: null,
    });
  }, 60_000);
});
