import { sql } from 'drizzle-orm';
import { rowsOf, type Database } from '@petvet/shared/server';
import type { SearchSort } from './practice-rank-bounds';

/** A sort key and the share of practices ranking at least as well, best first. */
interface Step {
  key: number;
  share: number;
}

/** A value of a column and the share of rows holding it. */
interface Mass {
  value: number;
  mass: number;
}

/** Statistics are read again after this long (ANALYZE refreshes them as the directory changes). */
const FRESH_MS = 10 * 60_000;
/** The relevance key's weight for a verified practice (practice-rank-bounds.ts). */
const VERIFIED_WEIGHT = 100_000;

interface ColumnStats {
  attname: string;
  null_frac: number | string;
  mcv: string | null;
  freqs: string | null;
  bounds: string | null;
}

const listOf = (text: string | null) =>
  text
    ? text
        .replace(/^\{|\}$/g, '')
        .split(',')
        .filter(Boolean)
    : [];
const numberOf = (value: string) => (value === 't' ? 1 : value === 'f' ? 0 : Number(value));

/**
 * A column's values and their shares from PostgreSQL's own statistics: the most common values
 * with their frequencies, and the rest spread evenly over the histogram's buckets, each bucket's
 * share put on its lower bound (a bound read from it then admits more rows, never fewer).
 */
function massesOf(stats: ColumnStats): Mass[] {
  const freqs = listOf(stats.freqs).map(Number);
  const masses = listOf(stats.mcv).map((value, i) => ({
    value: numberOf(value),
    mass: freqs[i] ?? 0,
  }));
  const bounds = listOf(stats.bounds).map(numberOf);
  const rest = 1 - Number(stats.null_frac) - freqs.reduce((sum, f) => sum + f, 0);
  if (bounds.length > 1 && rest > 0) {
    for (let i = 1; i < bounds.length; i++)
      masses.push({ value: bounds[i - 1]!, mass: rest / (bounds.length - 1) });
  }
  return masses;
}

/** Keys best first with the share of rows at least as good (rows without a key count, never pass). */
function stepsOf(masses: Mass[]): Step[] {
  const byKey = new Map<number, number>();
  for (const { value, mass } of masses) byKey.set(value, (byKey.get(value) ?? 0) + mass);
  let seen = 0;
  return [...byKey.entries()]
    .sort((a, b) => b[0] - a[0])
    .map(([key, mass]) => ({ key, share: (seen += mass) }));
}

/**
 * How the directory's practices spread over the relevance and rating keys, from PostgreSQL's
 * statistics (pg_stats, refreshed by ANALYZE): a crowded search turns "the best n of about N in
 * my circle" into a bound on its sort key (the key of the best n/N of all practices), so its page
 * reads a few rows past the bound. An estimate, never an answer: the verified share and the
 * service count are taken as independent, and a bound that does not fill the page is widened,
 * then the search counts as before.
 */
export function createRankQuantiles(db: Database, now: () => number = Date.now) {
  let steps: Map<SearchSort, Step[]> | null = null;
  let readAt = 0;
  let reading: Promise<void> | null = null;

  async function read(): Promise<void> {
    const rows = rowsOf<ColumnStats>(
      await db.execute(
        sql`select attname, null_frac, most_common_vals::text as mcv, most_common_freqs::text as freqs, histogram_bounds::text as bounds from pg_stats where schemaname = current_schema() and tablename = 'global_practices' and attname in ('verified', 'service_count', 'rating')`,
      ),
    );
    const column = (name: string) => rows.find((row) => row.attname === name);
    const verified = column('verified');
    const services = column('service_count');
    const rating = column('rating');
    const next = new Map<SearchSort, Step[]>();
    if (verified && services) {
      const share = massesOf(verified).find((m) => m.value === 1)?.mass ?? 0;
      const counts = massesOf(services);
      next.set(
        'relevance',
        stepsOf([
          ...counts.map((m) => ({ value: VERIFIED_WEIGHT + m.value, mass: m.mass * share })),
          ...counts.map((m) => ({ value: m.value, mass: m.mass * (1 - share) })),
        ]),
      );
    }
    if (rating) next.set('rating', stepsOf(massesOf(rating)));
    steps = next;
    readAt = now();
  }

  return {
    /**
     * The key at which about `share` of all practices rank at least as well, or null while the
     * statistics are being read or there are none (the caller counts instead).
     */
    keyFor(sort: SearchSort, share: number): number | null {
      if ((!steps || now() - readAt > FRESH_MS) && !reading) {
        reading = read()
          .catch(() => undefined)
          .finally(() => {
            reading = null;
          });
      }
      const list = steps?.get(sort);
      if (!list?.length) return null;
      return (list.find((step) => step.share >= share) ?? list[list.length - 1]!).key;
    },
    /** Resolves once a read under way is done (tests wait for the first one). */
    ready: () => reading ?? Promise.resolve(),
  };
}

export type RankQuantiles = ReturnType<typeof createRankQuantiles>;
