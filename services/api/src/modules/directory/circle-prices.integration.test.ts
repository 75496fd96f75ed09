import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createStatementCache } from '../../lib/sql/by-shape';
import { createCirclePrices } from './circle-prices';
import { createPracticeCountRepository } from './practice-count.repository';
import {
  createPracticeSearchRepository,
  type PracticeSearchFilter,
} from './practice-search.repository';
import { conditionsOf } from './practice-search-conditions';
import { seedDirectoryFixture } from './test-support/directory-fixture';
import { createIsolatedApp, type IsolatedApp } from './test-support/isolated-app';

/**
 * Test setup: the fixture directory (five practices around London, one in Paris, one in Tokyo) on
 * a fixed clock. A price-ordered search of a crowded circle reads a sample of the circle's prices
 * to set its first bound; the sample is kept for half a minute per neighbourhood.
 */
describe('the price sample of a crowded circle', () => {
  let t: IsolatedApp;
  const london = { lat: 51.5074, lng: -0.1278, radiusKm: 400 };
  const filterOf = (overrides: Partial<PracticeSearchFilter>): PracticeSearchFilter => ({
    point: london,
    categoryIds: [],
    sort: 'price',
    limit: 2,
    offset: 0,
    ...overrides,
  });
  const cheapestFirst = sql`(select id from global_practices where min_price_usd is not null and lat between 45 and 55 and lng between -5 and 5 order by min_price_usd, id limit 1)`;

  beforeAll(async () => {
    t = await createIsolatedApp();
    await seedDirectoryFixture(t.handle.db);
  });
  afterAll(async () => {
    await t.close();
  });

  it('when a price changes, then a neighbourhood keeps its sample half a minute and reads it again after; a circle 30 km away reads its own', async () => {
    let clock = Date.parse('2026-11-29T09:00:00Z');
    const counts = createPracticeCountRepository(t.handle.db, createStatementCache('sample_test'));
    const sampleOf = createCirclePrices(counts, () => clock);
    const firstKey = async (point: typeof london) =>
      (await sampleOf(conditionsOf(filterOf({ point })), point, 0))('price', 0.01);
    const before = await firstKey(london);
    expect(before).not.toBeNull();
    await t.handle.db.execute(
      sql`update global_practices set min_price_usd = min_price_usd - 1 where id = ${cheapestFirst}`,
    );
    try {
      clock += 29_000;
      // A centre 800 m away rounds to the same neighbourhood: the kept sample.
      expect(await firstKey({ ...london, lat: london.lat + 0.007 })).toBe(before);
      expect(await firstKey({ ...london, lat: london.lat + 0.3 })).toBeCloseTo(before! - 1, 2);
      clock += 2_000;
      expect(await firstKey(london)).toBeCloseTo(before! - 1, 2);
    } finally {
      await t.handle.db.execute(
        sql`update global_practices set min_price_usd = min_price_usd + 1 where id = (select id from global_practices where min_price_usd is not null and lat between 45 and 55 and lng between -5 and 5 order by min_price_usd, id limit 1)`,
      );
    }
  });

  it('when the kept sample is stale, then cheapest-first pages of the crowded circle still answer what counting answers', async () => {
    let clock = Date.parse('2026-11-29T09:00:00Z');
    const viaCells = createPracticeSearchRepository(t.handle.db, {
      pointCountCap: 2,
      now: () => clock,
    });
    const counting = createPracticeSearchRepository(t.handle.db, {
      pointCountCap: 2,
      cells: false,
    });
    await viaCells.searchPractices(filterOf({}));
    await t.handle.db.execute(
      sql`update global_practices set min_price_usd = min_price_usd + 500 where id = ${cheapestFirst}`,
    );
    try {
      clock += 10_000;
      for (const offset of [0, 2, 4]) {
        const view = async (repo: typeof counting) =>
          (await repo.searchPractices(filterOf({ offset }))).practices.map((p) => p.id);
        expect(await view(viaCells), `from ${offset}`).toEqual(await view(counting));
      }
    } finally {
      await t.handle.db.execute(
        sql`update global_practices set min_price_usd = min_price_usd - 500 where min_price_usd >= 500 and lat between 51 and 52`,
      );
    }
  });
});
