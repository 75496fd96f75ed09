import { isNotNull, sql, type SQL } from 'drizzle-orm';
import { schema } from '@petvet/shared/server';
import { greatCircleSql } from '../../lib/sql/great-circle';
import { usdOf } from './rates-sql';

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

const gp = schema.globalPractices;
const gps = schema.globalPracticeServices;

/**
 * A search's conditions written with placeholders, the values that fill them, and the shape: the
 * list of which conditions there are. The SQL text is a function of the shape alone (every value
 * is a placeholder), so one prepared statement per shape serves every search of that shape.
 */
export interface SearchConditions {
  conditions: SQL[];
  values: Record<string, unknown>;
  shape: string;
  /** Kilometres from the searched point (null::float8 without one). */
  distance: SQL<number | null>;
}

/** A value by name: a placeholder of the prepared statement, or the value itself (inline). */
type ValueOf = (name: string) => SQL;

/** The rows within the radius of the point, by the GiST index, then trimmed to the circle. */
function circleOf(
  p: ValueOf,
  values: Record<string, unknown>,
  point: NonNullable<FindFilter['point']>,
) {
  Object.assign(values, {
    lat: point.lat,
    lng: point.lng,
    radiusKm: point.radiusKm,
    radiusM: point.radiusKm * 1000,
  });
  const distance = greatCircleSql({ lat: p('lat'), lng: p('lng') }, gp, 'km');
  const center = sql`ll_to_earth(${p('lat')}::float8, ${p('lng')}::float8)`;
  const conditions = [
    isNotNull(gp.lat),
    sql`earth_box(${center}, ${p('radiusM')}::float8) @> ll_to_earth(${gp.lat}, ${gp.lng})`,
    sql`${distance} <= ${p('radiusKm')}::float8`,
  ];
  return { distance, conditions };
}

/** Only practices with a price for the standard service, for the band (or any band), maybe capped. */
function standardServiceOf(
  p: ValueOf,
  values: Record<string, unknown>,
  standard: NonNullable<FindFilter['standardService']>,
): SQL {
  const { id, band, maxPriceUsd } = standard;
  values.std = id;
  if (band) values.band = band;
  if (maxPriceUsd !== undefined) values.stdMax = maxPriceUsd;
  const bands = band ? sql`(${p('band')}, 'any')` : sql`(${gps.band})`;
  const priced = (which: SQL, capped: boolean) =>
    sql`exists (select 1 from ${gps} where ${gps.practiceId} = ${gp.id} and ${gps.standardService} = ${p('std')} and ${gps.band} in ${which}${
      capped ? sql` and ${usdOf(gps.priceMin, gps.currency)} <= ${p('stdMax')}::float8` : sql``
    })`;
  // The price a row shows is the band's own when it has one, else the one for any pet: a max
  // price is about that price, not a cheaper one for another band.
  if (maxPriceUsd === undefined) return priced(bands, false);
  if (!band) return priced(bands, true);
  return sql`(${priced(sql`(${p('band')})`, true)} or (not ${priced(sql`(${p('band')})`, false)} and ${priced(sql`('any')`, true)}))`;
}

/**
 * The one place a search's filter becomes SQL. Every predicate is answered by an index: the
 * radius by the GiST index on ll_to_earth(lat, lng) (earth_box finds candidates, the great-circle
 * distance trims the box to the circle), services by the category list on the row it finds,
 * price by min_price_usd.
 */
export function conditionsOf(filter: FindFilter, inline = false): SearchConditions {
  const values: Record<string, unknown> = {};
  // Inline: each value as a parameter of a one-off statement (the searches run only once or twice).
  const p: ValueOf = inline
    ? (name) => sql`${values[name]}`
    : (name) => sql`${sql.placeholder(name)}`;
  const shape: string[] = [];
  const conditions: SQL[] = [];
  let distance: SQL<number | null> = sql<null>`null::float8`;
  if (filter.point) {
    const circle = circleOf(p, values, filter.point);
    distance = circle.distance;
    conditions.push(...circle.conditions);
    shape.push('point');
  }
  if (filter.country) {
    values.country = filter.country;
    conditions.push(sql`${gp.country} = ${p('country')}`);
    shape.push('country');
  }
  if (filter.verified !== undefined) {
    values.verified = filter.verified;
    conditions.push(sql`${gp.verified} = ${p('verified')}`);
    shape.push('verified');
  }
  // The practice's own list of categories decides "offers these services" on the row the
  // radius search reads anyway; the prices are probed only for a max price on those services.
  if (filter.categoryIds.length > 0) {
    values.categories = `{${filter.categoryIds.join(',')}}`;
    conditions.push(sql`${gp.categoryIds} @> ${p('categories')}::int[]`);
    shape.push('categories');
  }
  // With services chosen, the max price is about their prices: each one must have a price at most it.
  const byService = filter.categoryIds.length > 0 && filter.maxPriceUsd !== undefined;
  if (byService) {
    values.maxUsd = filter.maxPriceUsd;
    filter.categoryIds.forEach((categoryId, i) => {
      values[`category${i}`] = categoryId;
      conditions.push(
        sql`exists (select 1 from ${gps} where ${gps.practiceId} = ${gp.id} and ${gps.categoryId} = ${p(`category${i}`)}::int and ${usdOf(gps.priceMin, gps.currency)} <= ${p('maxUsd')}::float8)`,
      );
    });
    shape.push(`service-prices:${filter.categoryIds.length}`);
  }
  if (filter.maxPriceUsd !== undefined && !byService && !filter.standardService) {
    values.maxUsd = filter.maxPriceUsd;
    conditions.push(sql`${gp.minPriceUsd} <= ${p('maxUsd')}`);
    shape.push('max-price');
  }
  if (filter.bookable !== undefined) {
    conditions.push(filter.bookable ? isNotNull(gp.clinicId) : sql`${gp.clinicId} is null`);
    shape.push(`bookable:${filter.bookable}`);
  }
  if (filter.openDayBit !== undefined) {
    values.dayBit = filter.openDayBit;
    conditions.push(sql`(${gp.openDays} & ${p('dayBit')}::smallint) <> 0`);
    shape.push('open-on');
  }
  if (filter.excludeClinicIds?.length) {
    values.excluded = `{${filter.excludeClinicIds.join(',')}}`;
    conditions.push(
      sql`(${gp.clinicId} is null or ${gp.clinicId} <> all(${p('excluded')}::uuid[]))`,
    );
    shape.push('excluded');
  }
  if (filter.standardService) {
    conditions.push(standardServiceOf(p, values, filter.standardService));
    const { band, maxPriceUsd } = filter.standardService;
    shape.push(`standard:${band ? 'band' : 'all'}:${maxPriceUsd === undefined ? '' : 'max'}`);
  }
  return { conditions, values, shape: shape.join(','), distance };
}
