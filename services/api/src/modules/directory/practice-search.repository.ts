import { and, asc, eq, sql, type SQL } from 'drizzle-orm';
import { schema, type Database } from '@petvet/shared/server';
import type { GlobalPractice } from '@petvet/shared';
import { createStatementCache } from '../../lib/sql/by-shape';
import { createPracticeCountRepository } from './practice-count.repository';
import { boundOf, tighterRanks, type RankBound } from './practice-rank-bounds';
import {
  conditionsOf,
  type PracticeSearchFilter,
  type SearchConditions,
} from './practice-search-conditions';
import { petvetClinicIdOf } from './petvet-clinics.repository';
import { cellCategory, createPracticeCells } from './practice-cells';
import { createRankQuantiles } from './rank-quantiles';
import { createCirclePrices } from './circle-prices';
import { createNeighbourhoodRows, NEIGHBOURHOOD_SORTS } from './neighbourhood-rows';
import { practiceRowColumns, toPracticeDto, type PracticeRow } from './practice-row';

const gp = schema.globalPractices;

export type { FindFilter, PracticeSearchFilter } from './practice-search-conditions';

export interface PracticeSearchPage {
  practices: GlobalPractice[];
  totalCount: number;
  totalCountExact: boolean;
  /** Around a point past the cap: totalCount is the cap, and there are more ("1,000+"). */
  totalIsCapped?: true;
}

/**
 * Around a point the total is counted exactly up to this many matches; past it the answer says
 * "1,000+". Counting every one of 22,000 practices within 25 km of New York cost more than the
 * whole rest of the search, and 50 pages of 20 are more than anyone reads.
 */
export const POINT_COUNT_CAP = 1_000;

export interface PracticeSearchOptions {
  /** Tests lower it to reach the dense path with a handful of practices. */
  pointCountCap?: number;
  /** false: always count (tests compare the two ways). */
  cells?: boolean;
  /** The clock of the kept price samples (tests move it). */
  now?: () => number;
}

/** Orders written exactly as the indexes are declared (NULLS LAST), so the planner can use them. */
function orderOf(filter: PracticeSearchFilter, distance: SQL): SQL[] {
  const near = filter.point ? [asc(distance)] : [];
  switch (filter.sort) {
    case 'distance':
      return [...near, asc(gp.id)];
    case 'price':
      return [sql`${gp.minPriceUsd} asc nulls last`, ...near, asc(gp.id)];
    case 'rating':
      return [sql`${gp.rating} desc nulls last`, asc(gp.id)];
    case 'relevance':
    default:
      return [
        sql`${gp.verified} desc nulls last`,
        sql`${gp.serviceCount} desc nulls last`,
        ...near,
        asc(gp.id),
      ];
  }
}

/** One more condition on a page's rows (a rank bound, the nearest practices), with its values. */
interface Narrowing {
  condition: SQL;
  shape: string;
  values: Record<string, unknown>;
}

const narrowingOf = (bound: RankBound | null): Narrowing | undefined =>
  bound
    ? { condition: bound.condition, shape: bound.shape, values: { bound: bound.value } }
    : undefined;

export function createPracticeSearchRepository(db: Database, options: PracticeSearchOptions = {}) {
  const statements = createStatementCache('practice_search');
  const counts = createPracticeCountRepository(db, statements);
  const cap = options.pointCountCap ?? POINT_COUNT_CAP;
  const surelyInside = createPracticeCells(db, statements);
  const quantiles = createRankQuantiles(db);
  const circlePrices = createCirclePrices(counts, options.now);
  const neighbourhoods = createNeighbourhoodRows();

  /**
   * One page's rows and distances, in two steps: the page's ids and distances first, from columns
   * the position indexes carry (0031), so PostgreSQL picks them index-only, reading no table page
   * for the rows it passes over; then the page's own rows by id, a few pages each. The second step
   * sorts its 20 rows again by the same keys (the id last), which is the first step's order. The
   * PetVet clinic is looked up for the page's rows alone, not for the rows an offset skips.
   */
  function pageOf(
    c: SearchConditions,
    filter: PracticeSearchFilter,
    narrowing?: Narrowing,
  ): Promise<Array<PracticeRow & { distanceKm: number | null }>> {
    const build = () => {
      const where = and(...c.conditions, ...(narrowing ? [narrowing.condition] : []));
      const page = db
        .select({ id: gp.id, distanceKm: sql<number | null>`${c.distance}`.as('distance_km') })
        .from(gp)
        .where(where)
        .orderBy(...orderOf(filter, c.distance))
        .limit(sql.placeholder('limit'))
        .offset(sql.placeholder('offset'))
        .as('page');
      const pageDistance = sql<number | null>`${page.distanceKm}`;
      return db
        .select({
          ...practiceRowColumns,
          distanceKm: pageDistance,
          petvetClinicId: petvetClinicIdOf(),
        })
        .from(page)
        .innerJoin(gp, eq(gp.id, page.id))
        .orderBy(...orderOf(filter, pageDistance));
    };
    const shape = `page|${c.shape}|${filter.sort}|${narrowing?.shape ?? ''}`;
    const values = {
      ...c.values,
      ...narrowing?.values,
      limit: filter.limit,
      offset: filter.offset,
    };
    return statements.execute(shape, build, values);
  }

  /**
   * Past the cap around a point, the page comes from the best-ranked part of the circle alone:
   * the rows at least as good as a key from the sample the count read. The n-th best of the sample
   * (n = the rows this page needs) is sure to leave n rows; keys eight and then two times better
   * are tried first (tighterRanks), since a crowded circle holds many times the sample, and the
   * first that fills the page is used (a full page under a bound proves nothing outside it ranks
   * higher). An index on the sort key (with the position) finds those rows without reading the
   * whole circle. Distance order walks the GiST index outward (KNN) over a few more nearest
   * practices than it needs.
   */
  async function densePage(
    c: SearchConditions,
    filter: PracticeSearchFilter,
    best: Array<number | null>,
  ) {
    const need = filter.offset + filter.limit;
    if (filter.sort === 'distance' && filter.point) {
      const knn = sql`ll_to_earth(${gp.lat}, ${gp.lng}) <-> ll_to_earth(${sql.placeholder('lat')}::float8, ${sql.placeholder('lng')}::float8)`;
      const condition = sql`${gp.id} in (select ${gp.id} from ${gp} where ${gp.lat} is not null order by ${knn} limit ${sql.placeholder('nearest')})`;
      for (let nearest = need * 4; nearest <= cap * 4; nearest *= 4) {
        const page = await pageOf(c, filter, { condition, shape: 'nearest', values: { nearest } });
        if (page.length === filter.limit) return page;
      }
    }
    const sureKey = best[need - 1] ?? null;
    let tried: number | null = null;
    for (const rank of tighterRanks(need)) {
      const key = best[rank - 1] ?? null;
      const bound = boundOf(filter.sort, key);
      if (!bound || best.length < need || key === tried || key === sureKey) continue;
      tried = key;
      const page = await pageOf(c, filter, narrowingOf(bound));
      if (page.length === filter.limit) return page;
    }
    return pageOf(c, filter, narrowingOf(boundOf(filter.sort, sureKey)));
  }

  /**
   * A crowded circle's page under a bound. A search that names the data versions it was asked
   * at (`at`) takes it from its neighbourhood's rows under the bound, read once at those versions
   * for a circle holding its own (neighbourhood-rows.ts); otherwise, or when those rows are too
   * many to keep, from the database.
   */
  async function boundedPage(
    c: SearchConditions,
    filter: PracticeSearchFilter,
    bound: RankBound,
    at: string | undefined,
  ) {
    const { point } = filter;
    if (at !== undefined && point && NEIGHBOURHOOD_SORTS.has(filter.sort)) {
      const scope = `${at} ${bound.shape}=${JSON.stringify(bound.value)}`;
      const found = await neighbourhoods.page({ ...filter, point }, scope, (around, max) => {
        const wide = { ...filter, point: around, limit: max, offset: 0 };
        return pageOf(conditionsOf(wide), wide, narrowingOf(bound));
      });
      if (found) return found;
    }
    return pageOf(c, filter, narrowingOf(bound));
  }

  /**
   * A circle proved crowded by its cells (more than the cap in the cells wholly inside it) needs
   * no count: its total is "1,000+". Its page is read under a bound on the sort key that about
   * 1.5 times the page's need of the circle's practices pass, from the directory's key spread
   * (rank-quantiles.ts), widened when too few pass; a full page under a bound is the search's page
   * (everything outside ranks lower). Null when the cells do not prove it or three bounds leave the
   * page short: the search counts.
   */
  async function crowdedPage(c: SearchConditions, filter: PracticeSearchFilter, at?: string) {
    const need = filter.offset + filter.limit;
    const category = cellCategory(filter);
    if (!filter.point || category === null || need > cap) return null;
    if (options.cells === false) return null;
    const inside = await surelyInside(filter.point, category);
    if (inside <= cap) return null;
    if (filter.sort === 'distance') return densePage(c, filter, []);
    const keyFor =
      filter.sort === 'price' ? await circlePrices(c, filter.point, category) : quantiles.keyFor;
    let share = Math.min(1, (need * 1.5) / inside);
    for (let attempt = 0; attempt < 3; attempt++) {
      const bound = boundOf(filter.sort, keyFor(filter.sort, share));
      if (!bound) return null;
      const page = await boundedPage(c, filter, bound, at);
      if (page.length === filter.limit) return page;
      if (share >= 1) return null;
      // Too few passed: widen by how short it fell (twice at least; eightfold when none showed).
      const passed = page.length > 0 ? filter.offset + page.length : 0;
      share = Math.min(1, share * Math.max(2, passed ? (2 * need) / passed : 8));
    }
    return null;
  }

  return {
    /** Resolves once the key distributions are read (tests wait for them). */
    ready: () => quantiles.ready(),
    /**
     * The one search of the directory (the conditions: practice-search-conditions.ts). `at`: the
     * data versions the search was asked at, when it knows them (a public read does).
     */
    async searchPractices(filter: PracticeSearchFilter, at?: string): Promise<PracticeSearchPage> {
      const c = conditionsOf(filter);
      let total: Omit<PracticeSearchPage, 'practices'>;
      let page: Array<PracticeRow & { distanceKm: number | null }>;
      const crowded = await crowdedPage(c, filter, at);
      if (crowded) {
        total = { totalCount: cap, totalCountExact: false, totalIsCapped: true };
        page = crowded;
      } else if (filter.point) {
        // Around a point the candidates are bounded by the radius: count them up to the cap.
        const need = filter.offset + filter.limit;
        const { count, best } = await counts.countUpTo(c, cap + 1, {
          sort: filter.sort,
          best: Math.min(need, cap + 1),
        });
        if (count <= cap) {
          total = { totalCount: count, totalCountExact: true };
          // The count read every match, so its best keys hold the page's last one: bound by it, and
          // the page query reads the page's rows, not every candidate again (filters may leave few
          // matches among many candidates).
          const last = best[Math.min(need, count) - 1] ?? null;
          page =
            count <= filter.offset
              ? []
              : await pageOf(c, filter, narrowingOf(boundOf(filter.sort, last)));
        } else {
          total = { totalCount: cap, totalCountExact: false, totalIsCapped: true };
          page = await densePage(c, filter, need <= cap ? best : []);
        }
      } else {
        page = await pageOf(c, filter);
        total = await counts.countMatches(c, () => conditionsOf(filter, true).conditions);
      }
      const practices = page.map(({ distanceKm, ...row }) => toPracticeDto(row, distanceKm));
      return { practices, ...total };
    },
  };
}

export type PracticeSearchRepository = ReturnType<typeof createPracticeSearchRepository>;
