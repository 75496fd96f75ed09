import request from 'supertest';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  globalPracticeDetailResponseSchema,
  globalPracticeSearchResponseSchema,
  globalStatsOverviewSchema,
} from '@petvet/shared';
import { seedDirectoryFixture } from '../../modules/directory/test-support/directory-fixture';
import {
  createIsolatedApp,
  type IsolatedApp,
} from '../../modules/directory/test-support/isolated-app';
import { OVERVIEW_STATS_ID } from '../../modules/directory/directory.repository';

describe('cached directory reads are never stale', () => {
  let t: IsolatedApp;
  let ids: Record<string, number>;

  const read = (path: string) => request(t.app).get(path);
  const searchNearLondon = () =>
    read('/api/global-practices/search?lat=51.5074&lng=-0.1278&radius=10&limit=50');
  const l1InSearch = async () => {
    const res = await searchNearLondon();
    const body = globalPracticeSearchResponseSchema.parse(res.body);
    return { minPrice: body.practices.find((p) => p.id === ids.L1)?.minPrice, res };
  };
  const consultationOfL1 = async () => {
    const res = await read(`/api/global-practices/${ids.L1}`);
    const body = globalPracticeDetailResponseSchema.parse(res.body);
    return body.services.Consultation?.map((s) => s.priceMin);
  };

  beforeAll(async () => {
    t = await createIsolatedApp();
    ids = await seedDirectoryFixture(t.handle.db);
  });
  afterAll(async () => {
    await t.close();
  });

  it("when a crawl stores a practice's new prices, then the next search and detail show them", async () => {
    expect((await l1InSearch()).minPrice).toBe(40);
    expect((await l1InSearch()).res.headers['x-read-cache']).toBe('hit');
    expect(await consultationOfL1()).toEqual([40]);
    expect((await read(`/api/global-practices/${ids.L1}`)).headers['x-read-cache']).toBe('hit');

    // A kept answer keeps its tag and its encodings: a 304 to the same tag, brotli when asked.
    const kept = await searchNearLondon();
    expect(kept.headers['x-read-cache']).toBe('hit');
    const again = await searchNearLondon().set('If-None-Match', String(kept.headers.etag));
    expect(again.status).toBe(304);
    for (let i = 0; i < 2; i += 1) {
      const br = await searchNearLondon().set('Accept-Encoding', 'br');
      expect(br.headers['content-encoding']).toBe('br');
      expect(br.body).toEqual(kept.body);
    }

    // As the scraper worker stores a crawl: the practice's services replaced, its range updated.
    await t.handle.db.transaction(async (tx) => {
      const practice = ids.L1 as number;
      await tx.execute(sql`select id from global_practices where id = ${practice} for update`);
      await tx.execute(sql`with gone as (
          delete from global_practice_services where practice_id = ${practice} and name = 'Consultation'
          returning category_id)
        insert into global_practice_services
          (practice_id, category_id, name, species, price_min, currency, confidence)
        select ${practice}, category_id, 'Consultation', 'Mixed', 99, 'GBP', 0.9 from gone`);
      await tx.execute(sql`update global_practices set min_price = 50, last_crawled = now()
        where id = ${practice}`);
    });

    const after = await l1InSearch();
    expect(after.minPrice).toBe(50);
    expect(after.res.headers['x-read-cache']).toBe('miss');
    expect(await consultationOfL1()).toEqual([99]);
  });

  it('when the statistics are recomputed, then the next overview shows them; zeros before the first are never kept', async () => {
    const overview = async () => {
      const res = await read('/api/global-practices/stats/overview');
      return {
        body: globalStatsOverviewSchema.parse(res.body),
        cache: res.headers['x-read-cache'],
      };
    };
    const store = (totalPractices: number) =>
      t.handle.db.execute(sql`insert into global_stats (id, payload, computed_at)
        values (${OVERVIEW_STATS_ID}, ${JSON.stringify({
          totalPractices,
          totalServices: 0,
          totalCountries: 0,
          practicesByCountry: [],
          servicesByCategory: [],
        })}::jsonb, now())
        on conflict (id) do update set payload = excluded.payload, computed_at = excluded.computed_at`);
    // Nothing computed yet: zeros, asked afresh each time (each read asks the aggregator).
    expect(await overview()).toMatchObject({ body: { computedAt: null }, cache: 'miss' });
    expect(await overview()).toMatchObject({ body: { computedAt: null }, cache: 'miss' });
    await store(11);
    expect((await overview()).body.totalPractices).toBe(11);
    expect((await overview()).cache).toBe('hit');
    await store(12);
    expect(await overview()).toMatchObject({ body: { totalPractices: 12 }, cache: 'miss' });
  });
});
