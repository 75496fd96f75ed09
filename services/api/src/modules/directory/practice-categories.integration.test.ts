import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { schema } from '@petvet/shared/server';
import { createDemoRepository, type ServiceRecord } from './demo/demo.repository';
import { createPracticeSearchRepository } from './practice-search.repository';
import { seedDirectoryFixture } from './test-support/directory-fixture';
import { createIsolatedApp, type IsolatedApp } from './test-support/isolated-app';

const gp = schema.globalPractices;

/**
 * Test setup: the fixture directory, whose practice L2 (London) lists a consultation and a
 * vaccination. Its prices are then written the ways the writers write them (inserted, deleted,
 * updated in place, two writers at once), and the service filter of the search must follow every
 * change.
 */
describe('the service filter follows every change to the prices', () => {
  let t: IsolatedApp;
  let l2: number;
  let category: Map<string, number>;
  const price = (categoryId: number, name: string): ServiceRecord => ({
    practiceId: l2,
    categoryId,
    name,
    species: 'Mixed',
    priceMin: 10,
    priceMax: null,
    currency: 'GBP',
    confidence: 0.9,
    priceNotes: null,
  });
  const offering = async (...slugs: string[]) => {
    const search = createPracticeSearchRepository(t.handle.db);
    const page = await search.searchPractices({
      categoryIds: slugs.map((slug) => category.get(slug) as number),
      sort: 'relevance',
      limit: 50,
      offset: 0,
    });
    return page.practices.some((p) => p.id === l2);
  };

  beforeAll(async () => {
    t = await createIsolatedApp();
    l2 = (await seedDirectoryFixture(t.handle.db)).L2 as number;
    category = await createDemoRepository(t.handle.db).categoryIdsBySlug();
  });
  afterAll(async () => {
    await t.close();
  });

  it('when a price in a new category is stored, then the practice answers that service', async () => {
    expect(await offering('vaccination')).toBe(true);
    expect(await offering('dental')).toBe(false);
    await createDemoRepository(t.handle.db).insertServices([
      price(category.get('dental') as number, 'Scale and polish'),
    ]);
    expect(await offering('dental', 'vaccination')).toBe(true);
  });

  it("when a practice's prices are deleted or moved to another category, then it no longer answers those services", async () => {
    await t.handle.db.execute(
      sql`update global_practice_services set category_id = ${category.get('microchipping')}
          where practice_id = ${l2} and category_id = ${category.get('dental')}`,
    );
    expect(await offering('dental')).toBe(false);
    expect(await offering('microchipping')).toBe(true);
    await createDemoRepository(t.handle.db).deleteServicesOf([l2]);
    expect(await offering('vaccination')).toBe(false);
    expect(await offering('microchipping')).toBe(false);
  });

  it('when two writers store prices of one practice at once, then both categories are kept', async () => {
    let releaseFirst = () => {};
    const firstHolds = new Promise<void>((resolve) => (releaseFirst = resolve));
    let firstWrote = () => {};
    const wrote = new Promise<void>((resolve) => (firstWrote = resolve));
    const first = t.handle.db.transaction(async (tx) => {
      await createDemoRepository(tx as never).insertServices([
        price(category.get('surgery') as number, 'Lump removal'),
      ]);
      firstWrote();
      await firstHolds;
    });
    await wrote;
    // The second writer starts while the first is still open, so it waits for it to commit.
    const second = createDemoRepository(t.handle.db).insertServices([
      price(category.get('imaging') as number, 'X-ray'),
    ]);
    await new Promise((resolve) => setTimeout(resolve, 200));
    releaseFirst();
    await Promise.all([first, second]);
    const [row] = await t.handle.db
      .select({ categoryIds: gp.categoryIds })
      .from(gp)
      .where(eq(gp.id, l2));
    expect(row?.categoryIds).toEqual(
      [category.get('surgery'), category.get('imaging')].sort((a, b) => (a ?? 0) - (b ?? 0)),
    );
    expect(await offering('surgery', 'imaging')).toBe(true);
  });
});
