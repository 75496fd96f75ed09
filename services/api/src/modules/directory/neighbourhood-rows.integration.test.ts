import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { greatCircleKm } from '../../lib/sql/great-circle';
import { createDemoRepository } from './demo/demo.repository';
import {
  createPracticeSearchRepository,
  type PracticeSearchFilter,
} from './practice-search.repository';
import {
  FIXTURE,
  seedDirectoryFixture,
  type FixturePractice,
} from './test-support/directory-fixture';
import { createIsolatedApp, type IsolatedApp } from './test-support/isolated-app';

const LONDON = { lat: 51.5074, lng: -0.1278 };

/**
 * 150 more practices spread over 60 km around London. Those 55 km out or more rank first in
 * both orders (five stars, four services), so the pages are made of the practices whose place
 * inside or outside a circle depends on where exactly its centre is.
 */
const AROUND_LONDON: FixturePractice[] = Array.from({ length: 150 }, (_, i) => {
  const lat = LONDON.lat + (((i * 37) % 41) - 20) * 0.027;
  const lng = LONDON.lng + (((i * 53) % 43) - 21) * 0.043;
  const far = greatCircleKm(LONDON, { lat, lng }) >= 55;
  return {
    key: `A${i}`,
    city: 'London',
    country: 'GB',
    lat,
    lng,
    verified: far || i % 3 !== 0,
    rating: far ? 5 : i % 5 === 0 ? null : 3 + (i % 4) * 0.5,
    services: [
      { slug: 'consultation', name: 'Consultation', min: 30 + i },
      ...(far || i % 2 ? [{ slug: 'vaccination', name: 'Booster', min: 40 + i }] : []),
      ...(far || i % 4 === 1 ? [{ slug: 'dental', name: 'Dental check', min: 150 }] : []),
      ...(far ? [{ slug: 'microchipping', name: 'Microchip', min: 20 }] : []),
    ],
  };
});

/**
 * Test setup: the fixture directory and the practices around London, searched within 60 km of
 * points about a kilometre apart in one neighbourhood of central London, so the far practices
 * fall inside some circles and outside others. A cap of 20 makes every circle crowded, so its
 * pages come from the neighbourhood's kept rows when the search names its data versions.
 */
describe("crowded searches answered from a neighbourhood's kept rows", () => {
  let t: IsolatedApp;
  let vaccination: number;
  const centres = [
    LONDON,
    { lat: 51.5164, lng: -0.1278 },
    { lat: 51.5074, lng: -0.1398 },
    { lat: 51.5074, lng: -0.1158 },
  ];

  beforeAll(async () => {
    t = await createIsolatedApp();
    await seedDirectoryFixture(t.handle.db, [...FIXTURE, ...AROUND_LONDON]);
    // The crowded path's bounds come from the statistics ANALYZE keeps.
    await t.handle.db.execute(sql`analyze global_practices`);
    const categories = await createDemoRepository(t.handle.db).categoryIdsBySlug();
    vaccination = categories.get('vaccination') as number;
  });
  afterAll(async () => {
    await t.close();
  });

  const filterOf = (overrides: Partial<PracticeSearchFilter>): PracticeSearchFilter => ({
    point: { ...centres[0]!, radiusKm: 60 },
    categoryIds: [],
    sort: 'relevance',
    limit: 2,
    offset: 0,
    ...overrides,
  });
  /** The statistics behind the bounds are read on a first search: done before the test's own. */
  const crowdedRepository = async () => {
    const search = createPracticeSearchRepository(t.handle.db, { pointCountCap: 20 });
    await search.searchPractices(filterOf({}));
    await search.ready();
    return search;
  };
  const view = (page: { practices: Array<{ id: number; distance?: number | null }> }) =>
    page.practices.map((p) => [p.id, p.distance]);

  it('when searches around nearby points come at the same data versions, then each answers the page the database gives for its own circle', async () => {
    const kept = await crowdedRepository();
    const exact = createPracticeSearchRepository(t.handle.db);
    const seen = new Set<string>();
    for (const sort of ['relevance', 'rating'] as const) {
      for (const categoryIds of [[], [vaccination]]) {
        for (const centre of centres) {
          for (const [limit, offset] of [
            [8, 0],
            [8, 8],
            [4, 12],
          ] as const) {
            const filter = filterOf({
              point: { ...centre, radiusKm: 60 },
              sort,
              categoryIds,
              limit,
              offset,
            });
            const label = `${sort} ${categoryIds.join()} ${centre.lat},${centre.lng} ${limit} from ${offset}`;
            const expected = view(await exact.searchPractices(filter));
            expect(view(await kept.searchPractices(filter, 'v1')), label).toEqual(expected);
            seen.add(JSON.stringify(expected));
          }
        }
      }
    }
    // The circles differ: the far practices are inside some of them and not others.
    expect(seen.size).toBeGreaterThan(4);
  });

  it('when a practice changes, then the kept rows answer until the data versions move, and the next versions show the change', async () => {
    const kept = await crowdedRepository();
    const filter = filterOf({ limit: 5 });
    const before = (await kept.searchPractices(filter, 'v1')).practices.map((p) => p.id);
    const first = before[0] as number;
    await t.handle.db.execute(
      sql`update global_practices set verified = false where id = ${first}`,
    );
    try {
      const same = (await kept.searchPractices(filter, 'v1')).practices.map((p) => p.id);
      expect(same).toEqual(before);
      const after = (await kept.searchPractices(filter, 'v2')).practices.map((p) => p.id);
      expect(after[0]).not.toBe(first);
      const exact = createPracticeSearchRepository(t.handle.db);
      expect(after).toEqual((await exact.searchPractices(filter)).practices.map((p) => p.id));
    } finally {
      await t.handle.db.execute(
        sql`update global_practices set verified = true where id = ${first}`,
      );
    }
  });
});
