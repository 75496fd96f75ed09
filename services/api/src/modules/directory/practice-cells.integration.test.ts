import { sql } from 'drizzle-orm';
import { rowsOf } from '@petvet/shared/server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createDemoRepository } from './demo/demo.repository';
import { cellsInside, createPracticeCells } from './practice-cells';
import { createStatementCache } from '../../lib/sql/by-shape';
import {
  createPracticeSearchRepository,
  type PracticeSearchFilter,
} from './practice-search.repository';
import { seedDirectoryFixture } from './test-support/directory-fixture';
import { createIsolatedApp, type IsolatedApp } from './test-support/isolated-app';

/**
 * Test setup: the fixture directory (five practices around London, one in Paris, one in Tokyo).
 * The cells are compared with a recount from the practices after each kind of write; searches
 * within 400 km of London with a cap of 2 are proved crowded by their cells and answered without
 * a count, and must equal the same searches counted.
 */
describe('practice cells: the counts that prove a circle crowded', () => {
  let t: IsolatedApp;
  let vaccination: number;
  const london = { lat: 51.5074, lng: -0.1278, radiusKm: 400 };

  beforeAll(async () => {
    t = await createIsolatedApp();
    await seedDirectoryFixture(t.handle.db);
    vaccination = (await createDemoRepository(t.handle.db).categoryIdsBySlug()).get(
      'vaccination',
    ) as number;
  });
  afterAll(async () => {
    await t.close();
  });

  const stored = async () =>
    rowsOf<{ category_id: number; cell: string; n: number }>(
      await t.handle.db.execute(
        sql`select category_id, cell::text, practices as n from practice_cells where practices <> 0 order by 1, 2`,
      ),
    );
  const recounted = async () =>
    rowsOf<{ category_id: number; cell: string; n: number }>(
      await t.handle.db.execute(
        sql`select d.category_id, d.cell::text, sum(d.delta)::int as n from global_practices g, petvet_practice_cell_rows(g.lat, g.lng, g.category_ids, 1) d group by 1, 2 order by 1, 2`,
      ),
    );

  it('when practices are added, moved, given other services, removed and all emptied, then the cells hold what a recount gives', async () => {
    expect((await stored()).length).toBeGreaterThan(0);
    expect(await stored()).toEqual(await recounted());
    const db = t.handle.db;
    await db.execute(
      sql`insert into global_practices (source, source_id, name, lat, lng, category_ids) values ('test', 'cells-1', 'Cell Test A', 51.51, -0.12, '{1,2}'), ('test', 'cells-2', 'Cell Test B', 48.85, 2.35, '{}')`,
    );
    expect(await stored()).toEqual(await recounted());
    await db.execute(
      sql`update global_practices set lat = 53.48, lng = -2.24 where source_id = 'cells-1'`,
    );
    expect(await stored()).toEqual(await recounted());
    await db.execute(
      sql`update global_practices set category_ids = '{3}' where source_id = 'cells-1'`,
    );
    expect(await stored()).toEqual(await recounted());
    await db.execute(sql`update global_practices set name = 'Renamed' where source = 'test'`);
    expect(await stored()).toEqual(await recounted());
    await db.execute(sql`delete from global_practices where source = 'test'`);
    expect(await stored()).toEqual(await recounted());
    await db.execute(sql`truncate global_practices cascade`);
    expect(await stored()).toEqual([]);
    await seedDirectoryFixture(db);
    expect(await stored()).toEqual(await recounted());
  });

  it('when a circle is given, then every cell named inside it has its four corners within the radius, and a circle over a pole names none', () => {
    for (const circle of [
      london,
      { lat: 40.71, lng: -74.0, radiusKm: 25 },
      { lat: -33.9, lng: 151.2, radiusKm: 15 },
    ]) {
      const cells = cellsInside(circle);
      expect(cells.length).toBeGreaterThan(0);
      for (const cell of cells) {
        const level = Math.floor(cell / 1e10);
        const size = 0.05 * 5 ** level;
        const row = Math.floor((cell % 1e10) / 1e5);
        const col = cell % 1e5;
        for (const [r, c] of [
          [row, col],
          [row + 1, col],
          [row, col + 1],
          [row + 1, col + 1],
        ] as const) {
          const lat = r * size - 90;
          const lng = c * size - 180;
          const rad = Math.PI / 180;
          const a =
            Math.sin(((lat - circle.lat) * rad) / 2) ** 2 +
            Math.cos(lat * rad) *
              Math.cos(circle.lat * rad) *
              Math.sin(((lng - circle.lng) * rad) / 2) ** 2;
          expect(12756.336 * Math.asin(Math.sqrt(a))).toBeLessThanOrEqual(circle.radiusKm);
        }
      }
    }
    expect(cellsInside({ lat: 89.5, lng: 0, radiusKm: 100 })).toEqual([]);
  });

  it('when the cells prove the circle crowded, then every sort and page answers what counting answers, and the total says "more than the cap"', async () => {
    const viaCells = createPracticeSearchRepository(t.handle.db, { pointCountCap: 2 });
    const counting = createPracticeSearchRepository(t.handle.db, {
      pointCountCap: 2,
      cells: false,
    });
    const filterOf = (overrides: Partial<PracticeSearchFilter>): PracticeSearchFilter => ({
      point: london,
      categoryIds: [],
      sort: 'relevance',
      limit: 2,
      offset: 0,
      ...overrides,
    });
    // The proof itself: more than the cap in the cells wholly inside the circle.
    const cells = `{${cellsInside(london).join(',')}}`;
    const [inside] = rowsOf<{ n: number }>(
      await t.handle.db.execute(
        sql`select coalesce(sum(practices), 0)::int as n from practice_cells where category_id = ${vaccination} and cell = any(${cells}::bigint[])`,
      ),
    );
    expect(inside?.n).toBeGreaterThan(2);
    // The bounds come from PostgreSQL's statistics of the practices.
    await t.handle.db.execute(sql`analyze global_practices`);
    await viaCells.searchPractices(filterOf({}));
    await viaCells.ready();
    for (const sort of ['relevance', 'distance', 'rating', 'price'] as const) {
      for (const categoryIds of [[], [vaccination]]) {
        for (const offset of [0, 2]) {
          const filter = filterOf({ sort, categoryIds, offset });
          const label = `${sort} ${categoryIds.join()} from ${offset}`;
          const fast = await viaCells.searchPractices(filter);
          const slow = await counting.searchPractices(filter);
          const view = (page: typeof fast) => page.practices.map((p) => [p.id, p.distance]);
          expect(view(fast), label).toEqual(view(slow));
          expect(fast, label).toMatchObject({ totalCount: 2, totalIsCapped: true });
        }
      }
    }
  });

  it('when a practice leaves a circle, then its count is kept for half a minute and read again after', async () => {
    let clock = Date.parse('2026-11-29T09:00:00Z');
    const inside = createPracticeCells(
      t.handle.db,
      createStatementCache('cells_test'),
      () => clock,
    );
    const before = await inside(london, 0);
    const [moved] = rowsOf<{ id: number }>(
      await t.handle.db.execute(
        sql`update global_practices set lat = lat - 20 where id = (select id from global_practices where lat between 51 and 52 order by id limit 1) returning id`,
      ),
    );
    try {
      clock += 29_000;
      expect(await inside(london, 0)).toBe(before);
      clock += 2_000;
      expect(await inside(london, 0)).toBe(before - 1);
    } finally {
      await t.handle.db.execute(
        sql`update global_practices set lat = lat + 20 where id = ${moved!.id}`,
      );
    }
  });
});
