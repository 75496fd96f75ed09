import { z } from 'zod';

export const idSchema = z.string().uuid('must be a valid id');
export const idParamsSchema = z.object({ id: idSchema });

/** YYYY-MM-DD that is a real calendar date. */
export const dateStringSchema = z
  .string()
  .regex(/^\d{4}-\d{2}-\d{2}$/, 'must be a date as YYYY-MM-DD')
  .refine((value) => {
    const date = new Date(`${value}T00:00:00Z`);
    return !Number.isNaN(date.getTime()) && date.toISOString().startsWith(value);
  }, 'must be a real calendar date');

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
