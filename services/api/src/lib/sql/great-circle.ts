import { sql, type SQL, type SQLWrapper } from 'drizzle-orm';
import { kmBetween } from '@petvet/shared/server';

/** The equatorial radius the distances have always used (so answers keep their figures). */
export const EARTH_RADIUS_M = 6378168;

const METRES_IN = { m: 1, km: 1000 } as const;

/**
 * The great-circle (haversine) distance in SQL from a point to a row's coordinates, in metres or
 * kilometres; `least(1, ...)` keeps rounding at the antipode from taking asin out of its domain.
 * The point goes in as float8 values, so a prepared statement plans it once.
 */
export function greatCircleSql(
  point: { lat: number | SQLWrapper; lng: number | SQLWrapper },
  row: { lat: SQLWrapper; lng: SQLWrapper },
  unit: keyof typeof METRES_IN,
): SQL<number> {
  const diameter = (2 * EARTH_RADIUS_M) / METRES_IN[unit];
  return sql<number>`(${diameter}::float8 * asin(least(1::float8, sqrt(
    power(sin(radians(${row.lat} - ${point.lat}::float8) / 2), 2)
    + cos(radians(${point.lat}::float8)) * cos(radians(${row.lat}))
      * power(sin(radians(${row.lng} - ${point.lng}::float8) / 2), 2)))))`;
}

/**
 * The same distance in JavaScript, in kilometres: the same haversine on the same radius, term for
 * term, so a row the database puts inside a circle is inside it here too.
 */
export function greatCircleKm(
  point: { lat: number; lng: number },
  row: { lat: number; lng: number },
): number {
  return kmBetween(point, row, EARTH_RADIUS_M / 1000);
}
