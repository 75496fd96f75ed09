import { sql, type SQL } from 'drizzle-orm';
import { rowsOf, schema, type Database } from '@petvet/shared/server';

const gp = schema.globalPractices;

/** Past this many matches the total is PostgreSQL's estimate: counting a million rows exactly
 * on every page view costs more than the figure is worth ("about 1,000,000 practices"). */
export const EXACT_COUNT_CAP = 10_000;

export function createPracticeCountRepository(db: Database) {
  return {
    async countMatches(
      where: SQL | undefined,
      cap = EXACT_COUNT_CAP,
    ): Promise<{ totalCount: number; totalCountExact: boolean }> {
      const filtered = where ? sql`where ${where}` : sql``;
      const capped = rowsOf<{ n: number }>(
        await db.execute(
          sql`select count(*)::int as n from (select 1 from ${gp} ${filtered} limit ${cap + 1}) as m`,
        ),
      );
      const exact = Number(capped[0]?.n ?? 0);
      if (exact <= cap) return { totalCount: exact, totalCountExact: true };
      const plan = rowsOf<{ 'QUERY PLAN': Array<{ Plan?: { 'Plan Rows'?: number } }> | string }>(
        await db.execute(sql`explain (format json) select 1 from ${gp} ${filtered}`),
      );
      const raw = plan[0]?.['QUERY PLAN'];
      const parsed = typeof raw === 'string' ? (JSON.parse(raw) as typeof raw) : raw;
      const estimate = Number((Array.isArray(parsed) ? parsed[0]?.Plan?.['Plan Rows'] : 0) ?? 0);
      return {
        totalCount: Math.max(cap + 1, Math.round(estimate)),
        totalCountExact: false,
      };
    },
  };
}

export type PracticeCountRepository = ReturnType<typeof createPracticeCountRepository>;
