import { sql, type SQL } from 'drizzle-orm';
import { rowsOf, schema, type Database } from '@petvet/shared/server';

const gp = schema.globalPractices;

/** Past this many matches the total is PostgreSQL's estimate: counting a million rows exactly
 * on every page view costs more than the figure is worth ("about 1,000,000 practices"). */
export const EXACT_COUNT_CAP = 10_000;

export function createPracticeCountRepository(db: Database) {
  return {
    /**
     * Matches counted exactly, but never past `limit` (the query stops reading there), with the
     * best sort keys among those read, best first (see practice-rank-bounds).
     */
    async countUpTo(
      where: SQL | undefined,
      limit: number,
      sample: { key: SQL; best: SQL },
    ): Promise<{ count: number; best: Array<number | null> }> {
      const filtered = where ? sql`where ${where}` : sql``;
      const [row] = rowsOf<{ n: number; best: Array<number | string | null> | null }>(
        await db.execute(
          sql`select count(*)::int as n, ${sample.best} as best
            from (select ${sample.key} as k from ${gp} ${filtered} limit ${limit}) as m`,
        ),
      );
      return {
        count: Number(row?.n ?? 0),
        best: (row?.best ?? []).map((key) => (key === null ? null : Number(key))),
      };
    },

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
