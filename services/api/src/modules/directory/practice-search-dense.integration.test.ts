import { sql } from 'drizzle-orm';
import { rowsOf } from '@petvet/shared/server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createDemoRepository } from './demo/demo.repository';
import {
  createPracticeSearchRepository,
  type PracticeSearchFilter,
} from './practice-search.repository';
import { seedDirectoryFixture } from './test-support/directory-fixture';
import { createIsolatedApp, type IsolatedApp } from './test-support/isolated-app';

/**
 * Test setup: the fixture directory (five practices around London, one in Paris, one in Tokyo)
 * searched within 400 km of central London, once with the real cap and once with a cap of 2, which
 * sends every search down the crowded-circle path (count stopped at the cap, page read from the
 * best-ranked part of the circle, distance order from the GiST index).
 */
describe('directory search around a crowded point', () => {
  let t: IsolatedApp;
  let vaccination: number;
  const london = { lat: 51.5074, lng: -0.1278, radiusKm: 400 };

  beforeAll(async () => {
    t = await createIsolatedApp();
    await seedDirectoryFixture(t.handle.db);
    const categories = await createDemoRepository(t.handle.db).categoryIdsBySlug();
    vaccination = categories.get('vaccination') as number;
  });
  afterAll(async () => {
    await t.close();
  });

  const filterOf = (overrides: Partial<PracticeSearchFilter>): PracticeSearchFilter => ({
    point: london,
    categoryIds: [],
    sort: 'relevance',
    limit: 2,
    offset: 0,
    ...overrides,
  });

  it('when more practices match than the cap, then the total is the cap and says so', async () => {
    const capped = createPracticeSearchRepository(t.handle.db, { pointCountCap: 2 });
    const page = await capped.searchPractices(filterOf({}));
    expect(page).toMatchObject({ totalCount: 2, totalCountExact: false, totalIsCapped: true });

    const exact = createPracticeSearchRepository(t.handle.db);
    const all = await exact.searchPractices(filterOf({}));
    expect(all.totalCount).toBe(6);
    expect(all.totalCountExact).toBe(true);
    expect(all.totalIsCapped).toBeUndefined();
  });

  it('when the circle is crowded or not, then every sort and page answers the same practices in the same order as one page holding every match', async () => {
    const capped = createPracticeSearchRepository(t.handle.db, { pointCountCap: 2 });
    const exact = createPracticeSearchRepository(t.handle.db);
    const sorts = ['relevance', 'distance', 'price', 'rating'] as const;
    for (const sort of sorts) {
      for (const categoryIds of [[], [vaccination]]) {
        for (const offset of [0, 2, 4]) {
          const filter = filterOf({ sort, categoryIds, offset });
          // One page holding every match: no bound can cut it, so it is the plain sorted list.
          const everything = await exact.searchPractices({ ...filter, limit: 100, offset: 0 });
          const expected = everything.practices.slice(offset, offset + filter.limit);
          const view = (list: typeof expected) => list.map((p) => [p.id, p.distance]);
          const label = `${sort} ${categoryIds.join()} from ${offset}`;
          expect(view((await exact.searchPractices(filter)).practices), label).toEqual(
            view(expected),
          );
          expect(view((await capped.searchPractices(filter)).practices), label).toEqual(
            view(expected),
          );
        }
      }
    }
  });

  it('when the price of the cheapest practice rises above every other, then cheapest-first pages move it to the end on the crowded path too', async () => {
    const capped = createPracticeSearchRepository(t.handle.db, { pointCountCap: 2 });
    const exact = createPracticeSearchRepository(t.handle.db);
    const byPrice = filterOf({ sort: 'price', limit: 100 });
    const before = (await exact.searchPractices(byPrice)).practices.map((p) => p.id);
    const cheapest = before[0] as number;
    const [{ price }] = rowsOf<{ price: string }>(
      await t.handle.db.execute(
        sql`select min_price_usd::text as price from global_practices where id = ${cheapest}`,
      ),
    ) as [{ price: string }];
    await t.handle.db.execute(
      sql`update global_practices set min_price_usd = 99999 where id = ${cheapest}`,
    );
    try {
      const after = (await exact.searchPractices(byPrice)).practices.map((p) => p.id);
      // The priced practices before it keep their order; only practices with no price follow it.
      expect(after.slice(0, after.indexOf(cheapest))).toEqual(
        before.slice(1, after.indexOf(cheapest) + 1),
      );
      expect(after.indexOf(cheapest)).toBeGreaterThan(1);
      for (const offset of [0, 2, 4]) {
        const page = await capped.searchPractices(filterOf({ sort: 'price', offset }));
        expect(page.practices.map((p) => p.id)).toEqual(after.slice(offset, offset + 2));
      }
    } finally {
      await t.handle.db.execute(
        sql`update global_practices set min_price_usd = ${price}::numeric where id = ${cheapest}`,
      );
    }
  });

  it('when one repository answers searches of one shape around other points, then each answer is about its own point', async () => {
    const search = createPracticeSearchRepository(t.handle.db);
    const near = (lat: number, lng: number) =>
      search.searchPractices(filterOf({ point: { lat, lng, radiusKm: 50 }, limit: 20 }));
    // One statement serves the three: the values, not the text, change between them.
    const cities = async (lat: number, lng: number) =>
      (await near(lat, lng)).practices.map((p) => p.city);
    expect(await cities(48.8566, 2.3522)).toEqual(['Paris']);
    expect(await cities(35.6762, 139.6503)).toEqual(['Tokyo']);
    expect((await cities(51.5074, -0.1278)).length).toBeGreaterThan(1);
    expect(await cities(48.8566, 2.3522)).toEqual(['Paris']);
  });
});
