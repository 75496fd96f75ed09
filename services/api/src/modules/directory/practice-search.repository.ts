import { and, asc, eq, inArray, isNotNull, lte, sql, type SQL } from 'drizzle-orm';
import { schema, type Database } from '@petvet/shared/server';
import type { GlobalPractice } from '@petvet/shared';
import { createPracticeCountRepository } from './practice-count.repository';
import { practiceColumns, toPracticeDto } from './practice-row';

const gp = schema.globalPractices;
const gps = schema.globalPracticeServices;

export interface PracticeSearchFilter {
  point?: { lat: number; lng: number; radiusKm: number };
  country?: string;
  verified?: boolean;
  categoryIds: number[];
  maxPriceUsd?: number;
  sort: 'relevance' | 'distance' | 'price' | 'rating';
  limit: number;
  offset: number;
}

export interface PracticeSearchPage {
  practices: GlobalPractice[];
  totalCount: number;
  totalCountExact: boolean;
}

/** Around a point, count(*) over () rides along the page query; elsewhere the count is capped. */
function windowCount(filter: PracticeSearchFilter): SQL<number | null> {
  return filter.point ? sql<number>`(count(*) over ())::int` : sql<null>`null::int`;
}

/** earth() of the earthdistance extension: the box and the distance use the same sphere. */
const EARTH_RADIUS_KM = 6378.168;

/**
 * Haversine distance in km from the practice to a point. earth_distance(ll_to_earth(...)) gives the
 * same figure but builds and domain-checks an earth value per row: measured on a million practices
 * it cost ten times more than the whole rest of the search.
 */
function greatCircleKm(lat: number, lng: number): SQL<number> {
  return sql<number>`(${2 * EARTH_RADIUS_KM}::float8 * asin(least(1::float8, sqrt(
    power(sin(radians(${gp.lat} - ${lat}::float8) / 2), 2)
    + cos(radians(${lat}::float8)) * cos(radians(${gp.lat}))
      * power(sin(radians(${gp.lng} - ${lng}::float8) / 2), 2)))))`;
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

export function createPracticeSearchRepository(db: Database) {
  const counts = createPracticeCountRepository(db);
  return {
    /**
     * The one query of the directory search. Every predicate is answered by an index: the radius by
     * the GiST index on ll_to_earth(lat, lng) (earth_box finds candidates, the great-circle distance
     * trims the box to the circle), services by (category_id, practice_id), price by min_price_usd.
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
      for (const categoryId of filter.categoryIds) {
        conditions.push(
          sql`exists (select 1 from ${gps} where ${gps.practiceId} = ${gp.id} and ${gps.categoryId} = ${categoryId})`,
        );
      }
      if (filter.maxPriceUsd !== undefined)
        conditions.push(lte(gp.minPriceUsd, filter.maxPriceUsd));
      const where = conditions.length ? and(...conditions) : undefined;

      // Narrow first: only ids and sort keys travel through the count and the sort; the full rows
      // of the one page are read afterwards by primary key.
      const page = await db
        .select({ id: gp.id, distanceKm: distance, windowCount: windowCount(filter) })
        .from(gp)
        .where(where)
        .orderBy(...orderOf(filter, distance))
        .limit(filter.limit)
        .offset(filter.offset);
      const rows = page.length
        ? await db
            .select(practiceColumns)
            .from(gp)
            .where(
              inArray(
                gp.id,
                page.map((row) => row.id),
              ),
            )
        : [];
      const byId = new Map(rows.map((row) => [Number(row.id), row]));
      const practices = page.flatMap(({ id, distanceKm }) => {
        const row = byId.get(Number(id));
        return row ? [toPracticeDto(row, distanceKm)] : [];
      });
      // Around a point the candidates are bounded by the radius: one pass counts them with the page.
      const counted = page[0]?.windowCount;
      if (counted !== null && counted !== undefined) {
        return { practices, totalCount: Number(counted), totalCountExact: true };
      }
      return { practices, ...(await counts.countMatches(where)) };
    },
  };
}

export type PracticeSearchRepository = ReturnType<typeof createPracticeSearchRepository>;
