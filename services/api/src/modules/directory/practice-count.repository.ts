import { and, sql, type SQL } from 'drizzle-orm';
import { rowsOf, schema, type Database } from '@petvet/shared/server';
import type { StatementCache } from '../../lib/sql/by-shape';
import { bestKeys, sortKey, type SearchSort } from './practice-rank-bounds';
import type { SearchConditions } from './practice-search-conditions';

const gp = schema.globalPractices;

/** Past this many matches the total is PostgreSQL's estimate: counting a million rows exactly
 * on every page view costs more than the figure is worth ("about 1,000,000 practices"). */
export const EXACT_COUNT_CAP = 10_000;

export function createPracticeCountRepository(db: Database, statements: StatementCache) {
  return {
    /**
     * Matches counted exactly, but never past `limit` (the query stops reading there), with the
     * `sample.best` best sort keys among those read, best first (see practice-rank-bounds).
     */
    async countUpTo(
      c: SearchConditions,
      limit: number,
      sample: { sort: SearchSort; best: number },
    ): Promise<{ count: number; best: Array<number | null> }> {
      const build = () => {
        const read = db
          .select({ k: sql`${sortKey(sample.sort)}`.as('k') })
          .from(gp)
          .where(and(...c.conditions))
          .limit(sql.placeholder('limit'))
          .as('m');
        return db
          .select({
            n: sql<number>`count(*)::int`,
            best: sql<Array<number | string | null> | null>`${bestKeys(sample.sort)}`,
          })
          .from(read);
      };
      const shape = `count-up-to|${c.shape}|${sample.sort}`;
      const [row] = await statements.execute(shape, build, {
        ...c.values,
        limit,
        best: sample.best,
      });
      return {
        count: Number(row?.n ?? 0),
        best: (row?.best ?? []).map((key) => (key === null ? null : Number(key))),
      };
    },

    /** `inline` gives the same conditions with their values written in, for EXPLAIN's estimate. */
    async countMatches(
      c: SearchConditions,
      inline: () => SQL[],
      cap = EXACT_COUNT_CAP,
    ): Promise<{ totalCount: number; totalCountExact: boolean }> {
      const build = () =>
        db.select({ n: sql<number>`count(*)::int` }).from(
          db
            .select({ one: sql`1`.as('one') })
            .from(gp)
            .where(and(...c.conditions))
            .limit(sql.placeholder('limit'))
            .as('m'),
        );
      const [row] = await statements.execute(`count|${c.shape}`, build, {
        ...c.values,
        limit: cap + 1,
      });
      const exact = Number(row?.n ?? 0);
      if (exact <= cap) return { totalCount: exact, totalCountExact: true };
      const conditions = inline();
      const filtered = conditions.length ? sql`where ${and(...conditions)}` : sql``;
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
