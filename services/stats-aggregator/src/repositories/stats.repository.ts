import { sql } from 'drizzle-orm';
import { RATES_TO_USD } from '@petvet/shared';
import { rowsOf, type Database } from '@petvet/shared/server';
import type {
  CategoryCurrencyGroup,
  CategoryRef,
  CategoryStats,
  CountryCount,
} from '../aggregation/overview';

export const OVERVIEW_STATS_ID = 'overview';

export interface DirectoryFigures {
  totalPractices: number;
  countries: CountryCount[];
  categories: CategoryRef[];
  groups: CategoryCurrencyGroup[];
}

export function createStatsRepository(db: Database) {
  return {
    /** Everything the overview needs, in three grouped scans (index-only where PostgreSQL can). */
    async readDirectoryFigures(): Promise<DirectoryFigures> {
      const countries = rowsOf<{ country: string; count: number }>(
        await db.execute(
          sql`select country, count(*)::int as count from global_practices group by country`,
        ),
      );
      const categories = rowsOf<{ id: number; name: string }>(
        await db.execute(sql`select id, name from global_categories order by id`),
      );
      const groups = rowsOf<{
        category_id: number;
        currency: string;
        count: number;
        sum_min: string;
        sum_max: string;
      }>(
        await db.execute(sql`
          select category_id, currency, count(*)::int as count,
                 sum(price_min)::float8 as sum_min, sum(coalesce(price_max, price_min))::float8 as sum_max
          from global_practice_services group by category_id, currency`),
      );
      return {
        totalPractices: countries.reduce((sum, row) => sum + Number(row.count), 0),
        countries: countries.map((row) => ({ country: row.country, count: Number(row.count) })),
        categories: categories.map((row) => ({ id: Number(row.id), name: row.name })),
        groups: groups.map((row) => ({
          categoryId: Number(row.category_id),
          currency: row.currency,
          count: Number(row.count),
          sumMin: Number(row.sum_min),
          sumMax: Number(row.sum_max),
        })),
      };
    },

    /** The overview and every category's figures, in one transaction: readers never see a mix. */
    async writeStats(
      overview: Record<string, unknown>,
      categories: CategoryStats[],
    ): Promise<void> {
      const payload = JSON.stringify(overview);
      const stats = JSON.stringify(categories);
      await db.transaction(async (tx) => {
        await tx.execute(sql`
          insert into global_stats (id, payload, computed_at) values (${OVERVIEW_STATS_ID}, ${payload}::jsonb, now())
          on conflict (id) do update set payload = excluded.payload, computed_at = excluded.computed_at`);
        await tx.execute(sql`
          update global_categories c
          set service_count = s."serviceCount", avg_min_price = s."avgMinPrice",
              avg_max_price = s."avgMaxPrice", avg_currency = 'USD'
          from jsonb_to_recordset(${stats}::jsonb)
            as s("categoryId" int, "serviceCount" int, "avgMinPrice" numeric, "avgMaxPrice" numeric)
          where c.id = s."categoryId"`);
      });
    },

    /**
     * Each practice's cheapest price in US dollars (what the search's maxPrice filter compares), from
     * the shared rate table; only rows whose value changes are written.
     */
    async refreshMinPriceUsd(): Promise<number> {
      const rates = JSON.stringify(RATES_TO_USD);
      const result = await db.execute(sql`
        with rates as (select key as currency, value::numeric as rate from jsonb_each_text(${rates}::jsonb)),
        wanted as (
          select p.id, case when p.min_price is null then null else round(p.min_price * r.rate, 2) end as usd
          from global_practices p left join rates r on r.currency = p.currency
        ),
        changed as (
          update global_practices p set min_price_usd = w.usd
          from wanted w
          where p.id = w.id and p.min_price_usd is distinct from w.usd
          returning 1
        )
        select count(*)::int as n from changed`);
      return Number(rowsOf<{ n: number }>(result)[0]?.n ?? 0);
    },
  };
}

export type StatsRepository = ReturnType<typeof createStatsRepository>;
