import { sql, type SQL } from 'drizzle-orm';
import {
  RATES_TO_USD,
  type PetBand,
  type PriceOrigin,
  type StandardServiceId,
} from '@petvet/shared';
import { rowsOf, type Database } from '@petvet/shared/server';
import { greatCircleSql } from '../../lib/sql/great-circle';
import { petvetClinicIdOf } from './petvet-clinics.repository';

export interface CompareFilter {
  service: StandardServiceId;
  band: PetBand;
  point?: { lat: number; lng: number; radiusKm: number };
  limit: number;
  offset: number;
  /** Only prices the practice confirmed or entered (a PetVet clinic's own list included). */
  confirmed?: boolean;
}

/** One practice's price for the service and band; `minUsd` orders and summarises across currencies. */
export interface ComparedRow {
  practiceId: number;
  name: string;
  distanceKm: number | null;
  priceMin: number;
  priceMax: number | null;
  currency: string;
  minUsd: number;
  inclusions: string[] | null;
  sourceUrl: string | null;
  seenAt: string | null;
  /** A PetVet clinic's own listing: its prices are the clinic's, and it takes bookings. */
  bookable: boolean;
  /** The PetVet clinic it is (its listing, or a crawled practice with the clinic's website). */
  petvetClinicId: string | null;
  /** Who stands behind the price; a PetVet clinic's listing is its own list, so 'entered'. */
  origin: PriceOrigin;
  /** When the practice confirmed or entered it; null for a crawled price. */
  confirmedAt: string | null;
}

/** Quartiles over every match, in US dollars (the conversion is linear, so they convert as they are). */
export interface CompareStatsUsd {
  count: number;
  min: number | null;
  p25: number | null;
  median: number | null;
  p75: number | null;
  max: number | null;
}

/** The dated rate table as rows, so a price in any currency compares with every other. */
const RATES = sql.raw(
  `(values ${Object.entries(RATES_TO_USD)
    .map(([code, usd]) => `('${code}', ${usd}::float8)`)
    .join(', ')}) as rates(code, usd)`,
);

// Who stands behind a price: a PetVet clinic's listing holds the clinic's own list.
const ORIGIN = sql`case when p.clinic_id is not null then 'entered' else s.origin end`;

/**
 * The matching prices, one per practice: the price for the band itself wins over a price for any
 * pet (the page named the band), then the practice's own price over a crawled one, and of several
 * the cheapest. Starts from the standard-service index (standard_service, band, practice_id); a
 * point adds the radius test on the practice. `confirmed` keeps only the practices' own prices.
 */
function matches(filter: CompareFilter): SQL {
  const near = filter.point
    ? sql`and p.lat is not null
        and earth_box(ll_to_earth(${filter.point.lat}::float8, ${filter.point.lng}::float8), ${filter.point.radiusKm * 1000}::float8) @> ll_to_earth(p.lat, p.lng)`
    : sql``;
  const distance = filter.point
    ? greatCircleSql(filter.point, { lat: sql`p.lat`, lng: sql`p.lng` }, 'km')
    : sql`null::float8`;
  const within = filter.point
    ? sql`where m.distance_km <= ${filter.point.radiusKm}::float8`
    : sql``;
  const confirmed = filter.confirmed ? sql`and ${ORIGIN} <> 'crawled'` : sql``;
  return sql`
    select * from (
      select distinct on (s.practice_id)
        s.practice_id, p.name, ${distance} as distance_km, s.price_min, s.price_max, s.currency,
        (s.price_min * rates.usd)::float8 as min_usd, s.inclusions, s.source_url, s.seen_at,
        p.clinic_id, ${petvetClinicIdOf('p')} as petvet_clinic_id, ${ORIGIN} as origin,
        (${ORIGIN} <> 'crawled') as own,
        case when p.clinic_id is not null then s.seen_at else s.confirmed_at end as confirmed_at
      from global_practice_services s
      join global_practices p on p.id = s.practice_id
      join ${RATES} on rates.code = s.currency
      where s.standard_service = ${filter.service} and s.band in (${filter.band}, 'any') ${near}
        ${confirmed}
      order by s.practice_id, (s.band = ${filter.band}) desc, (${ORIGIN} <> 'crawled') desc,
        s.price_min asc, s.id asc
    ) m ${within}`;
}

const num = (value: unknown) => (value === null || value === undefined ? null : Number(value));

function toComparedRow(row: Record<string, unknown>): ComparedRow {
  return {
    practiceId: Number(row.practice_id),
    name: String(row.name),
    distanceKm: row.distance_km === null ? null : Number(row.distance_km),
    priceMin: Number(row.price_min),
    priceMax: row.price_max === null ? null : Number(row.price_max),
    currency: String(row.currency),
    minUsd: Number(row.min_usd),
    inclusions: (row.inclusions as string[] | null) ?? null,
    sourceUrl: (row.source_url as string | null) ?? null,
    seenAt: row.seen_at === null ? null : new Date(row.seen_at as string).toISOString(),
    bookable: row.clinic_id !== null && row.clinic_id !== undefined,
    petvetClinicId: (row.petvet_clinic_id as string | null) ?? null,
    origin: row.origin as PriceOrigin,
    confirmedAt:
      row.confirmed_at === null || row.confirmed_at === undefined
        ? null
        : new Date(row.confirmed_at as string).toISOString(),
  };
}

export function createPracticeCompareRepository(db: Database) {
  return {
    /**
     * Cheapest first; at an equal converted price the practice's own price ranks first (a
     * confirmed price outranks a crawled one). The page and the spread over every match in one query: the matches are found once (the
     * prices of every practice in the circle) and both read from them, instead of twice.
     */
    async compare(filter: CompareFilter): Promise<{ rows: ComparedRow[]; stats: CompareStatsUsd }> {
      const result = await db.execute(sql`
        with m as materialized (${matches(filter)}),
        s as (
          select count(*)::int as stat_count, min(m.min_usd) as stat_min, max(m.min_usd) as stat_max,
            percentile_cont(0.25) within group (order by m.min_usd) as stat_p25,
            percentile_cont(0.5) within group (order by m.min_usd) as stat_median,
            percentile_cont(0.75) within group (order by m.min_usd) as stat_p75
          from m)
        select s.*, page.*
        from s left join lateral (
          select * from m
          order by m.min_usd asc, m.own desc, m.distance_km asc nulls last, m.practice_id asc
          limit ${filter.limit} offset ${filter.offset}
        ) page on true
        order by page.min_usd asc, page.own desc, page.distance_km asc nulls last,
          page.practice_id asc`);
      const all = rowsOf<Record<string, unknown>>(result);
      const [first] = all;
      return {
        rows: all.filter((row) => row.practice_id !== null).map(toComparedRow),
        stats: {
          count: Number(first?.stat_count ?? 0),
          min: num(first?.stat_min),
          p25: num(first?.stat_p25),
          median: num(first?.stat_median),
          p75: num(first?.stat_p75),
          max: num(first?.stat_max),
        },
      };
    },
  };
}

export type PracticeCompareRepository = ReturnType<typeof createPracticeCompareRepository>;
