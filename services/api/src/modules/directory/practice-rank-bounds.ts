import { sql, type SQL } from 'drizzle-orm';
import { schema } from '@petvet/shared/server';

const gp = schema.globalPractices;

/** Relevance as one number: verified first, then more services (the index's own order). */
const VERIFIED_WEIGHT = 100_000;

export type SearchSort = 'relevance' | 'distance' | 'price' | 'rating';

/**
 * The sort key as one comparable value, and the aggregate that lists the n best of a sample:
 * read in the same pass that counts the circle (its first cap + 1 matches), so choosing a bound
 * costs no query of its own. Null for distance order, which walks the GiST index instead.
 */
export function bestKeys(sort: SearchSort): SQL<Array<number | string | null> | null> {
  const n = sql.placeholder('best');
  switch (sort) {
    case 'relevance':
      return sql`(array_agg(k order by k desc))[1:${n}::int]::float8[]`;
    case 'price':
      return sql`(array_agg(k order by k asc nulls last))[1:${n}::int]::float8[]`;
    case 'rating':
      return sql`(array_agg(k order by k desc nulls last))[1:${n}::int]::float8[]`;
    default:
      return sql`null::float8[]`;
  }
}

export function sortKey(sort: SearchSort): SQL {
  switch (sort) {
    case 'relevance':
      return sql`(case when ${gp.verified} then ${VERIFIED_WEIGHT} else 0 end + ${gp.serviceCount})`;
    case 'price':
      return sql`${gp.minPriceUsd}`;
    case 'rating':
      return sql`${gp.rating}`;
    default:
      return sql`null::int`;
  }
}

/** A bound on the sort key: its condition (the key a placeholder named `bound`), value and kind. */
export interface RankBound {
  condition: SQL;
  value: number;
  shape: string;
}

/**
 * The rows whose sort key is at least as good as `best`, written so an index on the key serves
 * it (the relevance index is (verified desc, service_count desc, id)). At least n matches pass it
 * (the n-th best of a sample of them does), so the first n of the search all lie inside it.
 */
export function boundOf(sort: SearchSort, best: number | null): RankBound | null {
  if (best === null) return null;
  const key = sql.placeholder('bound');
  switch (sort) {
    case 'relevance':
      return best >= VERIFIED_WEIGHT
        ? {
            condition: sql`(${gp.verified} and ${gp.serviceCount} >= ${key})`,
            value: best - VERIFIED_WEIGHT,
            shape: 'verified-from',
          }
        : {
            condition: sql`(${gp.verified} or ${gp.serviceCount} >= ${key})`,
            value: best,
            shape: 'verified-or-from',
          };
    case 'price':
      return { condition: sql`${gp.minPriceUsd} <= ${key}`, value: best, shape: 'price-to' };
    case 'rating':
      return { condition: sql`${gp.rating} >= ${key}`, value: best, shape: 'rating-from' };
    default:
      return null;
  }
}

/**
 * Ranks in the count's sample whose keys are tried as bounds before the n-th (the sure one), best
 * first. The sample is the circle's first rows in index order, about one in (circle / sample) of
 * it, so the k-th best of the sample stands for about the (k * circle / sample)-th of the circle.
 * The n/8-th usually leaves enough rows; when the sample is not like the rest of the circle it does
 * not, and jumping straight to the n-th would admit every row up to (circle / sample) times the
 * page's need (4,400 around New York for page 10). The n/2-th is tried between: a bound that fails
 * leaves fewer than n rows, so trying it costs little, and one that holds admits about half as many
 * as the n-th.
 */
export function tighterRanks(need: number): number[] {
  return [Math.ceil(need / 8), Math.ceil(need / 2)].filter((rank) => rank < need);
}
