import { and, asc, eq, isNotNull, lte, sql, type SQL } from 'drizzle-orm';
import { schema, type Database } from '@petvet/shared/server';
import type { GlobalPractice } from '@petvet/shared';
import { greatCircleSql } from '../../lib/sql/great-circle';
import { createPracticeCountRepository } from './practice-count.repository';
import { bestKeys, boundOf, sortKey, tighterRanks } from './practice-rank-bounds';
import { petvetClinicIdOf } from './petvet-clinics.repository';
import { practiceRowColumns, toPracticeDto, type PracticeRow } from './practice-row';
import { usdOf } from './rates-sql';

const gp = schema.globalPractices;
const gps = schema.globalPracticeServices;

export interface PracticeSearchFilter {
  point?: { lat: number; lng: number; radiusKm: number };
  country?: string;
  verified?: boolean;
  categoryIds: number[];
  maxPriceUsd?: number;
  /** true: only PetVet clinics (bookable online); false: only the others. */
  bookable?: boolean;
  /** Open on this day: the bit of open_days (Monday 1 ... Sunday 64). */
  openDayBit?: number;
  /** PetVet clinics to leave out (those with no free time within the searched days). */
  excludeClinicIds?: string[];
  /** Only practices with a price for this standard service, for this band or for any band. */
  standardService?: { id: string; band?: string; maxPriceUsd?: number };
  sort: 'relevance' | 'distance' | 'price' | 'rating';
  limit: number;
  offset: number;
}

/** A search's conditions without its order and page: what narrows the rows. */
export type FindFilter = Omit<PracticeSearchFilter, 'sort' | 'limit' | 'offset'>;

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
}

/** Kilometres from the practice to a point (the sphere earth_box uses). */
const greatCircleKm = (lat: number, lng: number): SQL<number> =>
  greatCircleSql({ lat, lng }, { lat: gp.lat, lng: gp.lng }, 'km');

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

export function createPracticeSearchRepository(db: Database, options: PracticeSearchOptions = {}) {
  const counts = createPracticeCountRepository(db);
  const cap = options.pointCountCap ?? POINT_COUNT_CAP;

  /**
   * One page's rows and distances, in two steps: the page's ids and distances first, from columns
   * the position indexes carry (0031), so PostgreSQL picks them index-only, reading no table page
   * for the rows it passes over; then the page's own rows by id, a few pages each. The second step
   * sorts its 20 rows again by the same keys (the id last), which is the first step's order. The
   * PetVet clinic is looked up for the page's rows alone, not for the rows an offset skips.
   */
  function pageOf(
    where: SQL | undefined,
    order: SQL[],
    distance: SQL<number | null>,
    filter: PracticeSearchFilter,
  ) {
    const page = db
      .select({ id: gp.id, distanceKm: sql<number | null>`${distance}`.as('distance_km') })
      .from(gp)
      .where(where)
      .orderBy(...order)
      .limit(filter.limit)
      .offset(filter.offset)
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
    conditions: SQL[],
    distance: SQL<number | null>,
    filter: PracticeSearchFilter,
    best: Array<number | null>,
  ) {
    const order = orderOf(filter, distance);
    const need = filter.offset + filter.limit;
    if (filter.sort === 'distance' && filter.point) {
      const { lat, lng } = filter.point;
      const knn = sql`ll_to_earth(${gp.lat}, ${gp.lng}) <-> ll_to_earth(${lat}::float8, ${lng}::float8)`;
      for (let nearest = need * 4; nearest <= cap * 4; nearest *= 4) {
        const near = sql`${gp.id} in (select ${gp.id} from ${gp} where ${gp.lat} is not null order by ${knn} limit ${nearest})`;
        const page = await pageOf(and(...conditions, near), order, distance, filter);
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
      const page = await pageOf(and(...conditions, bound), order, distance, filter);
      if (page.length === filter.limit) return page;
    }
    const sure = boundOf(filter.sort, sureKey);
    return pageOf(and(...conditions, ...(sure ? [sure] : [])), order, distance, filter);
  }

  return {
    /**
     * The one search of the directory. Every predicate is answered by an index: the radius by
     * the GiST index on ll_to_earth(lat, lng) (earth_box finds candidates, the great-circle distance
     * trims the box to the circle), services by the category list on the row it finds, price by
     * min_price_usd.
     */
    async searchPractices(filter: PracticeSearchFilter): Promise<PracticeSearchPage> {
      const conditions: SQL[] = [];
      let distance: SQL<number | null> = sql<null>`null::float8`;
      if (filter.point) {
        const { lat, lng, radiusKm } = filter.point;
        const center = sql`ll_to_earth(${lat}::float8, ${lng}::float8)`;
        distance = greatCircleKm(lat, lng);
        conditions.push(
          isNotNull(gp.lat),
          sql`earth_box(${center}, ${radiusKm * 1000}::float8) @> ll_to_earth(${gp.lat}, ${gp.lng})`,
          sql`${distance} <= ${radiusKm}::float8`,
        );
      }
      if (filter.country) conditions.push(eq(gp.country, filter.country));
      if (filter.verified !== undefined) conditions.push(eq(gp.verified, filter.verified));
      // The practice's own list of categories decides "offers these services" on the row the
      // radius search reads anyway; the prices are probed only for a max price on those services.
      if (filter.categoryIds.length > 0)
        conditions.push(sql`${gp.categoryIds} @> ${`{${filter.categoryIds.join(',')}}`}::int[]`);
      // With services chosen, the max price is about their prices: each one must have a price at most it.
      const byService = filter.categoryIds.length > 0 && filter.maxPriceUsd !== undefined;
      for (const categoryId of byService ? filter.categoryIds : []) {
        conditions.push(
          sql`exists (select 1 from ${gps} where ${gps.practiceId} = ${gp.id} and ${gps.categoryId} = ${categoryId} and ${usdOf(gps.priceMin, gps.currency)} <= ${filter.maxPriceUsd}::float8)`,
        );
      }
      if (filter.maxPriceUsd !== undefined && !byService && !filter.standardService)
        conditions.push(lte(gp.minPriceUsd, filter.maxPriceUsd));
      if (filter.bookable !== undefined)
        conditions.push(filter.bookable ? isNotNull(gp.clinicId) : sql`${gp.clinicId} is null`);
      if (filter.openDayBit !== undefined)
        conditions.push(sql`(${gp.openDays} & ${filter.openDayBit}::smallint) <> 0`);
      if (filter.excludeClinicIds?.length)
        conditions.push(
          sql`(${gp.clinicId} is null or ${gp.clinicId} <> all(${`{${filter.excludeClinicIds.join(',')}}`}::uuid[]))`,
        );
      if (filter.standardService) {
        const { id, band, maxPriceUsd } = filter.standardService;
        const bands = band ? sql`(${band}, 'any')` : sql`(${gps.band})`;
        const priced = (which: SQL, capped: boolean) =>
          sql`exists (select 1 from ${gps} where ${gps.practiceId} = ${gp.id} and ${gps.standardService} = ${id} and ${gps.band} in ${which}${
            capped
              ? sql` and ${usdOf(gps.priceMin, gps.currency)} <= ${maxPriceUsd}::float8`
              : sql``
          })`;
        // The price a row shows is the band's own when it has one, else the one for any pet: a
        // max price is about that price, not a cheaper one for another band.
        conditions.push(
          maxPriceUsd === undefined
            ? priced(bands, false)
            : band
              ? sql`(${priced(sql`(${band})`, true)} or (not ${priced(sql`(${band})`, false)} and ${priced(sql`('any')`, true)}))`
              : priced(bands, true),
        );
      }
      const where = conditions.length ? and(...conditions) : undefined;

      let total: Omit<PracticeSearchPage, 'practices'>;
      let page: Array<PracticeRow & { distanceKm: number | null }>;
      if (filter.point) {
        // Around a point the candidates are bounded by the radius: count them up to the cap.
        const need = filter.offset + filter.limit;
        const sample = {
          key: sortKey(filter.sort),
          best: bestKeys(filter.sort, Math.min(need, cap + 1)),
        };
        const { count, best } = await counts.countUpTo(where, cap + 1, sample);
        if (count <= cap) {
          total = { totalCount: count, totalCountExact: true };
          // The count read every match, so its best keys hold the page's last one: bound by it, and
          // the page query reads the page's rows, not every candidate again (filters may leave few
          // matches among many candidates).
          const last = best[Math.min(need, count) - 1] ?? null;
          const bound = boundOf(filter.sort, last);
          page =
            count <= filter.offset
              ? []
              : await pageOf(
                  and(where, bound ?? undefined),
                  orderOf(filter, distance),
                  distance,
                  filter,
                );
        } else {
          total = { totalCount: cap, totalCountExact: false, totalIsCapped: true };
          page = await densePage(conditions, distance, filter, need <= cap ? best : []);
        }
      } else {
        page = await pageOf(where, orderOf(filter, distance), distance, filter);
        total = await counts.countMatches(where);
      }
      const practices = page.map(({ distanceKm, ...row }) => toPracticeDto(row, distanceKm));
      return { practices, ...total };
    },
  };
}

export type PracticeSearchRepository = ReturnType<typeof createPracticeSearchRepository>;
