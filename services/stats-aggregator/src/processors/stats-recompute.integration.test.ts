import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { RATES_TO_USD } from '@petvet/shared';
import { createLogger, rowsOf } from '@petvet/shared/server';
import { freshDatabase } from '../test-support/fresh-database';
import { seedSmallDirectory } from '../test-support/directory-seed';
import { recomputeStats } from './stats-recompute.processor';

const logger = createLogger('stats-test', 'silent');
const ratesSql = sql.raw(
  `(values ${Object.entries(RATES_TO_USD)
    .map(([code, rate]) => `('${code}', ${rate}::numeric)`)
    .join(', ')}) as r(currency, rate)`,
);

describe('stats recompute', () => {
  let handle: Awaited<ReturnType<typeof freshDatabase>>;
  const query = async <T>(text: ReturnType<typeof sql>) => rowsOf<T>(await handle.db.execute(text));

  beforeAll(async () => {
    handle = await freshDatabase();
    await seedSmallDirectory(handle.db, 30);
    await recomputeStats(handle.db, logger);
  });
  afterAll(async () => {
    await handle.drop();
  });

  it('when recomputed, then the stored overview equals direct SQL counts', async () => {
    const [stored] = await query<{ payload: Record<string, unknown> }>(
      sql`select payload from global_stats where id = 'overview'`,
    );
    const [practices] = await query<{ n: number }>(
      sql`select count(*)::int as n from global_practices`,
    );
    const [services] = await query<{ n: number }>(
      sql`select count(*)::int as n from global_practice_services`,
    );
    const byCountry = await query<{ country: string; count: number }>(
      sql`select country, count(*)::int as count from global_practices group by country order by count desc, country`,
    );
    const byCategory = await query<{ category: string; count: number }>(sql`
      select c.name as category, count(*)::int as count
      from global_practice_services s join global_categories c on c.id = s.category_id
      group by c.id, c.name order by count desc, c.id`);
    expect(practices?.n).toBe(30);
    expect(stored?.payload).toMatchObject({
      totalPractices: practices?.n,
      totalServices: services?.n,
      totalCountries: 5,
      servicesByCategory: byCategory,
    });
    const listed = (
      stored?.payload.practicesByCountry as Array<{ country: string; count: number }>
    ).map(({ country, count }) => ({ country, count }));
    expect(listed).toEqual(byCountry);
    expect(stored?.payload.practicesByCountry).toContainEqual({
      country: 'GB',
      countryName: 'United Kingdom',
      count: 5,
    });
  });

  it("when recomputed, then each category's averages are its prices converted to USD, and its service count", async () => {
    const expected = await query<{
      id: number;
      count: number;
      avg_min: string | null;
      avg_max: string | null;
    }>(sql`
      select c.id, count(s.id)::int as count,
             round(avg(s.price_min * r.rate), 2)::float8 as avg_min,
             round(avg(coalesce(s.price_max, s.price_min) * r.rate), 2)::float8 as avg_max
      from global_categories c
      left join global_practice_services s on s.category_id = c.id
      left join ${ratesSql} on r.currency = s.currency
      group by c.id order by c.id`);
    const stored = await query<{
      id: number;
      service_count: number;
      avg_min_price: string | null;
      avg_max_price: string | null;
      avg_currency: string;
    }>(
      sql`select id, service_count, avg_min_price, avg_max_price, avg_currency from global_categories order by id`,
    );
    expect(stored).toHaveLength(expected.length);
    stored.forEach((row, i) => {
      const want = expected[i];
      expect(row.service_count).toBe(want?.count);
      expect(row.avg_currency).toBe('USD');
      if (want?.avg_min === null) expect(row.avg_min_price).toBeNull();
      else expect(Number(row.avg_min_price)).toBeCloseTo(Number(want?.avg_min), 1);
      if (want?.avg_max !== null)
        expect(Number(row.avg_max_price)).toBeCloseTo(Number(want?.avg_max), 1);
    });
    expect(stored.some((row) => row.avg_min_price !== null)).toBe(true);
  });

  it("when recomputed, then every practice's cheapest price is stored in USD for the price filter", async () => {
    const [wrong] = await query<{ n: number }>(sql`
      select count(*)::int as n from global_practices p left join ${ratesSql} on r.currency = p.currency
      where p.min_price_usd is distinct from round(p.min_price * r.rate, 2)`);
    expect(wrong?.n).toBe(0);
    const [priced] = await query<{ n: number }>(
      sql`select count(*)::int as n from global_practices where min_price_usd is not null`,
    );
    expect(priced?.n).toBeGreaterThan(0);
    // Nothing changed since: a second run writes no price and the same figures.
    expect((await recomputeStats(handle.db, logger)).pricesConverted).toBe(0);
  });
});
