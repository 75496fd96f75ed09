import { drizzle } from 'drizzle-orm/node-postgres';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import { schema, type Database } from '@petvet/shared/server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  createPracticeSearchRepository,
  type PracticeSearchFilter,
} from './practice-search.repository';
import { tighterRanks } from './practice-rank-bounds';
import { createIsolatedApp, type IsolatedApp } from './test-support/isolated-app';

/**
 * Test setup: 93 verified practices within 2 km of Oslo, stored in this order: 21 with 30 down to
 * 10 services (the first rows the count reads, its sample, with a cap of 20), then 12 with 24
 * services and 60 with 16. Page 8 of two needs the 16 best: the sample's 2nd best (29) leaves 2
 * rows, its 8th (23) leaves 20, its 16th (15) every one of the 93.
 */
describe('a deep page of a crowded circle whose sample ranks higher than the rest', () => {
  let t: IsolatedApp;
  let pool: pg.Pool;
  let logged: Database;
  const statements: Array<{ query: string; params: unknown[] }> = [];
  const oslo = { lat: 59.9139, lng: 10.7522, radiusKm: 5 };

  beforeAll(async () => {
    t = await createIsolatedApp();
    const counts = [
      ...Array.from({ length: 21 }, (_, i) => 30 - i),
      ...Array<number>(12).fill(24),
      ...Array<number>(60).fill(16),
    ];
    // One insert per row keeps them in this order on the table's pages.
    for (const [i, count] of counts.entries()) {
      await t.handle.db.execute(sql`insert into global_practices
        (source, source_id, name, lat, lng, verified, service_count)
        values ('deep', ${`d${i}`}, ${`Deep ${i}`}, ${oslo.lat + (i % 10) * 0.001},
          ${oslo.lng + Math.floor(i / 10) * 0.001}, true, ${count})`);
    }
    pool = new pg.Pool({ connectionString: t.databaseUrl, max: 1 });
    logged = drizzle(pool, {
      schema,
      logger: { logQuery: (query, params) => void statements.push({ query, params }) },
    }) as unknown as Database;
  });
  afterAll(async () => {
    await pool.end();
    await t.close();
  });

  const filter: PracticeSearchFilter = {
    point: oslo,
    categoryIds: [],
    sort: 'relevance',
    limit: 2,
    offset: 14,
  };

  it('when a page needs n rows, then the sample ranks n/8 and n/2 are tried before the n-th', () => {
    expect(tighterRanks(16)).toEqual([2, 8]);
    expect(tighterRanks(200)).toEqual([25, 100]);
    expect(tighterRanks(1)).toEqual([]);
  });

  it('when the first bound leaves too few rows, then the page comes from the next bound that fills it, with the same practices in the same order', async () => {
    const everything = await createPracticeSearchRepository(t.handle.db).searchPractices({
      ...filter,
      limit: 100,
      offset: 0,
    });
    const expected = everything.practices.slice(14, 16).map((p) => [p.id, p.distance]);

    statements.length = 0;
    // The count's own sample decides the bounds here, not the cells (practice-cells.integration.test.ts).
    const capped = createPracticeSearchRepository(logged, { pointCountCap: 20, cells: false });
    const page = await capped.searchPractices(filter);
    expect(page).toMatchObject({ totalCount: 20, totalIsCapped: true });
    expect(page.practices.map((p) => [p.id, p.distance])).toEqual(expected);

    // The services bound of each page read, in order: 29 leaves 2 rows, 23 fills the page.
    const bounds = statements.slice(1).map(({ query, params }) => {
      const at = /"service_count" >= \$(\d+)/.exec(query)?.[1];
      return at === undefined ? null : params[Number(at) - 1];
    });
    expect(bounds).toEqual([29, 23]);
  });
});
