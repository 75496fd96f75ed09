import { z } from 'zod';

export const idSchema = z.string().uuid('must be a valid id');
export const idParamsSchema = z.object({ id: idSchema });

/**
 * The dates any input may name. Far-off years are never meant, and past PostgreSQL's or a time
 * zone's range they fail deep in a query (9999-12-31 shifted by a zone leaves the timestamp range).
 */
export const DATE_MIN = '1900-01-01';
export const DATE_MAX = '2100-12-31';
export const DATE_OUT_OF_RANGE_TEXT = `must be a date between ${DATE_MIN} and ${DATE_MAX}`;
export const DATE_IN_FUTURE_TEXT = 'must not be in the future';

/** YYYY-MM-DD naming a day that exists (no 2026-02-30). */
export const isRealCalendarDate = (value: string): boolean => {
  const date = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().startsWith(value);
};

/** Within DATE_MIN..DATE_MAX (YYYY-MM-DD compares as text). */
export const isDateInRange = (value: string): boolean => value >= DATE_MIN && value <= DATE_MAX;

/** YYYY-MM-DD that is a real calendar date within DATE_MIN..DATE_MAX. */
export const dateStringSchema = z
  .string()
  .regex(/^\d{4}-\d{2}-\d{2}$/, 'must be a date as YYYY-MM-DD')
  .refine(isRealCalendarDate, 'must be a real calendar date')
  .refine(isDateInRange, DATE_OUT_OF_RANGE_TEXT);

/**
 * The latest date that is still "today" somewhere: UTC's tomorrow, as the easternmost zones
 * (UTC+14) are a day ahead of UTC. An owner in any zone can record something done today, and a
 * date two days ahead is in the future everywhere. Read at validation time, so a long-running
 * process moves on with the calendar.
 */
export const latestTodayAnywhere = (now = new Date()): string =>
  new Date(now.getTime() + 24 * 60 * 60 * 1000).toISOString().slice(0, 10);

/** A date something was done on: not after today in any time zone. */
export const pastDateStringSchema = (message = DATE_IN_FUTURE_TEXT) =>
  dateStringSchema.refine((value) => value <= latestTodayAnywhere(), message);

// Decimal notation, with an optional exponent: what a number looks like written in JSON.
const DECIMAL_NUMBER = /^\s*-?(\d+(\.\d*)?|\.\d+)([eE][-+]?\d+)?\s*$/;
/**
 * A number written in decimal (a query string, a form field) read as its number; anything else is
 * left as it came for z.number() to refuse. Unlike z.coerce.number(), true, '0x10', '0b1', '',
 * ' ' and 'Infinity' are not numbers.
 */
export const decimalStringToNumber = (value: unknown): unknown =>
  typeof value === 'string' && DECIMAL_NUMBER.test(value) ? Number(value) : value;

/** HH:MM, 24-hour. */
export const timeStringSchema = z
  .string()
  .regex(/^([01]\d|2[0-3]):[0-5]\d$/, 'must be a time as HH:MM (24-hour)');

export const isoInstantSchema = z.string();

/** Optional free text: trims, and turns '' into undefined. */
export const optionalText = (max = 2000) =>
  z.preprocess(
    (value) => (typeof value === 'string' && value.trim() === '' ? undefined : value),
    z.string().trim().max(max).optional(),
  );

/** Rounds to a number of decimals; never answers -0. */
export const roundToDecimals =
  (decimals: number) =>
  (value: number): number => {
    const scale = 10 ** decimals;
    return Math.round(value * scale) / scale + 0;
  };

/**
 * Degrees kept to 7 decimals (about a centimetre): finer digits are noise, and a subnormal value
 * such as 5e-324 underflows PostgreSQL's float arithmetic in the distance search.
 */
export const roundCoordinate = roundToDecimals(7);
