import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { PriceEvidence } from '@petvet/shared';
import { schema, type DatabaseHandle } from '@petvet/shared/server';
import {
  insertPracticeToCrawl,
  openTestDatabase,
  practiceRow,
} from '../test-support/directory-rows';
import { createCrawlResultRepository, type ServiceToStore } from './crawl-result.repository';

const gps = schema.globalPracticeServices;
const unconfirmed = schema.globalPracticeUnconfirmedPrices;
const COMPLETE = { pagesFetched: 2, pagesPlanned: 2, durationMs: 10, cutShort: null };
const PARTIAL = { ...COMPLETE, cutShort: 'time budget spent' };

let handle: DatabaseHandle;
beforeAll(async () => {
  handle = await openTestDatabase();
});
afterAll(() => handle.close());

const evidence = (text: string): PriceEvidence => ({
  layout: 'table',
  text,
  bandSource: 'Cat column',
  vat: 'inclusive',
  surgery: null,
  checks: [],
});

function item(over: Partial<ServiceToStore> & { name: string; priceMin: number }): ServiceToStore {
  return {
    category: 'consultation',
    species: 'Mixed',
    priceMax: over.priceMin,
    currency: 'GBP',
    confidence: 0.9,
    priceNotes: null,
    sourceUrl: 'https://vets.example/prices',
    standardService: 'first-consultation',
    band: 'any',
    inclusions: null,
    evidence: evidence(`${over.name} | £${over.priceMin}`),
    published: true,
    ...over,
  };
}

async function published(practiceId: number) {
  return handle.db
    .select({
      name: gps.name,
      priceMin: gps.priceMin,
      band: gps.band,
      origin: gps.origin,
      evidence: gps.evidence,
      crawlDiffers: gps.crawlDiffers,
    })
    .from(gps)
    .where(eq(gps.practiceId, practiceId))
    .orderBy(gps.id);
}

async function kept(practiceId: number) {
  return handle.db
    .select({
      name: unconfirmed.name,
      priceMin: unconfirmed.priceMin,
      evidence: unconfirmed.evidence,
    })
    .from(unconfirmed)
    .where(eq(unconfirmed.practiceId, practiceId))
    .orderBy(unconfirmed.id);
}

async function practiceOwnPrice(
  practiceId: number,
  origin: 'confirmed' | 'entered',
  priceMin: number,
) {
  const [category] = await handle.db
    .select({ id: schema.globalCategories.id })
    .from(schema.globalCategories)
    .where(sql`${schema.globalCategories.slug} = 'consultation'`);
  await handle.db.insert(gps).values({
    practiceId,
    categoryId: category!.id,
    name: 'Consultation',
    priceMin,
    priceMax: priceMin,
    currency: 'GBP',
    confidence: 1,
    standardService: 'first-consultation',
    band: 'any',
    origin,
    confirmedAt: new Date('2026-11-20T10:00:00Z'),
  });
}

describe('storing a crawl', () => {
  it('when some readings are published and some are not, then the published go to the directory with their evidence and the rest are kept apart, out of the counts', async () => {
    const { practiceId, crawlJobId } = await insertPracticeToCrawl(handle.db, 'https://a.example');
    const repo = createCrawlResultRepository(handle.db);
    const stored = await repo.saveCrawlResult(
      practiceId,
      crawlJobId,
      [
        item({ name: 'Consultation', priceMin: 45 }),
        item({
          name: 'Nail clip',
          priceMin: 3,
          standardService: 'nail-clipping',
          published: false,
        }),
      ],
      COMPLETE,
    );
    expect(stored).toEqual({ published: 1, unconfirmed: 1 });
    expect(await published(practiceId)).toEqual([
      {
        name: 'Consultation',
        priceMin: 45,
        band: 'any',
        origin: 'crawled',
        evidence: evidence('Consultation | £45'),
        crawlDiffers: null,
      },
    ]);
    expect(await kept(practiceId)).toEqual([
      { name: 'Nail clip', priceMin: 3, evidence: evidence('Nail clip | £3') },
    ]);
    expect(await practiceRow(handle.db, practiceId)).toMatchObject({
      serviceCount: 1,
      minPrice: 45,
      maxPrice: 45,
    });

    // The next complete crawl replaces the kept readings whole.
    await repo.saveCrawlResult(
      practiceId,
      crawlJobId,
      [item({ name: 'Dental', priceMin: 9, standardService: null, published: false })],
      COMPLETE,
    );
    expect((await kept(practiceId)).map((r) => r.name)).toEqual(['Dental']);
    expect(await published(practiceId)).toEqual([]);
  });

  it("when a crawl reads another price for the practice's own price, then the practice's price stays and is flagged; the same price again clears the flag", async () => {
    const { practiceId, crawlJobId } = await insertPracticeToCrawl(handle.db, 'https://b.example');
    await practiceOwnPrice(practiceId, 'confirmed', 50);
    const repo = createCrawlResultRepository(handle.db);
    await repo.saveCrawlResult(
      practiceId,
      crawlJobId,
      [item({ name: 'First consultation', priceMin: 48 })],
      COMPLETE,
    );
    const [flagged] = await published(practiceId);
    expect(await published(practiceId)).toHaveLength(1);
    expect(flagged).toMatchObject({ name: 'Consultation', priceMin: 50, origin: 'confirmed' });
    expect(flagged!.crawlDiffers).toMatchObject({
      priceMin: 48,
      priceMax: 48,
      currency: 'GBP',
      sourceUrl: 'https://vets.example/prices',
    });
    expect(typeof flagged!.crawlDiffers!.seenAt).toBe('string');
    expect(await practiceRow(handle.db, practiceId)).toMatchObject({
      serviceCount: 1,
      minPrice: 50,
    });

    // A partial crawl does not remove it either, and the same price clears the flag.
    await repo.saveCrawlResult(
      practiceId,
      crawlJobId,
      [item({ name: 'Consultation', priceMin: 50 })],
      PARTIAL,
    );
    expect(await published(practiceId)).toMatchObject([
      { name: 'Consultation', priceMin: 50, origin: 'confirmed', crawlDiffers: null },
    ]);
  });

  it("when an unsure reading names the practice's own price, then it is neither kept nor does it flag the price", async () => {
    const { practiceId, crawlJobId } = await insertPracticeToCrawl(handle.db, 'https://c.example');
    await practiceOwnPrice(practiceId, 'entered', 50);
    await createCrawlResultRepository(handle.db).saveCrawlResult(
      practiceId,
      crawlJobId,
      [item({ name: 'Consultation', priceMin: 20, published: false })],
      COMPLETE,
    );
    expect(await published(practiceId)).toMatchObject([
      { priceMin: 50, origin: 'entered', crawlDiffers: null },
    ]);
    expect(await kept(practiceId)).toEqual([]);
  });

  it('when a crawl is cut short, then only the kept readings it read again are replaced', async () => {
    const { practiceId, crawlJobId } = await insertPracticeToCrawl(handle.db, 'https://d.example');
    const repo = createCrawlResultRepository(handle.db);
    const unsure = (name: string, priceMin: number) =>
      item({ name, priceMin, standardService: null, published: false });
    await repo.saveCrawlResult(practiceId, crawlJobId, [unsure('A', 1), unsure('B', 2)], COMPLETE);
    await repo.saveCrawlResult(practiceId, crawlJobId, [unsure('B', 3)], PARTIAL);
    expect((await kept(practiceId)).map((r) => [r.name, r.priceMin])).toEqual([
      ['A', 1],
      ['B', 3],
    ]);
  });
});
