import { z } from 'zod';
import {
  DIRECTORY_DEFAULT_RADIUS,
  DIRECTORY_PAGE_SIZE,
  DIRECTORY_PAGE_SIZE_MAX,
} from '../constants';
import { CURRENCY_CODES, isKnownCurrency } from '../domain/currency';
import { PRICE_ORIGINS } from '../domain/price-trust';
import { PET_BANDS, STANDARD_SERVICE_IDS } from '../domain/standard-price-list';
import { decimalStringToNumber, roundCoordinate, roundToDecimals } from './common';
import { DIRECTORY_PAGE_MAX, DIRECTORY_RADIUS_MAX, requireCoordinatePair } from './directory';

// Query strings send '' for an unset parameter: treat it as absent.
const blank = (value: unknown) =>
  typeof value === 'string' && value.trim() === '' ? undefined : value;
const queryNumber = () => z.preprocess((value) => decimalStringToNumber(blank(value)), z.number());

export const COMPARE_SERVICE_TEXT =
  'service must be an id of the standard price list, e.g. first-consultation or spay-laparoscopic';
export const COMPARE_BAND_TEXT = `band must be one of: ${PET_BANDS.join(', ')}`;

/**
 * GET /api/global-practices/compare: one standard service for one pet band, practices cheapest
 * first. Without a currency the prices show in the searched place's currency.
 */
export const practiceCompareQuerySchema = z
  .object({
    service: z.enum(STANDARD_SERVICE_IDS, { error: COMPARE_SERVICE_TEXT }),
    band: z.enum(PET_BANDS, { error: COMPARE_BAND_TEXT }),
    page: queryNumber().pipe(z.number().int().min(1).max(DIRECTORY_PAGE_MAX)).default(1),
    limit: queryNumber()
      .pipe(z.number().int().min(1).max(DIRECTORY_PAGE_SIZE_MAX))
      .default(DIRECTORY_PAGE_SIZE),
    location: z.preprocess(blank, z.string().trim().max(200).optional()),
    lat: queryNumber().pipe(z.number().min(-90).max(90).overwrite(roundCoordinate)).optional(),
    lng: queryNumber().pipe(z.number().min(-180).max(180).overwrite(roundCoordinate)).optional(),
    radius: queryNumber()
      .pipe(z.number().overwrite(roundToDecimals(3)).gt(0).max(DIRECTORY_RADIUS_MAX))
      .default(DIRECTORY_DEFAULT_RADIUS),
    currency: z.preprocess(
      (value) => (typeof value === 'string' ? blank(value.trim().toUpperCase()) : value),
      z
        .string()
        .refine(isKnownCurrency, `currency must be one of: ${CURRENCY_CODES.join(', ')}`)
        .optional(),
    ),
    /** true: only prices the practice confirmed or entered (a PetVet clinic's own list included). */
    confirmed: z.preprocess(
      blank,
      z
        .enum(['true', 'false'])
        .transform((value) => value === 'true')
        .optional(),
    ),
  })
  .superRefine(requireCoordinatePair);
export type PracticeCompareQuery = z.infer<typeof practiceCompareQuerySchema>;

export const comparedPracticeSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  /** Kilometres from the searched point; null when no point was given. */
  distanceKm: z.number().nullable(),
  /** As the practice's page states it, in its own currency. */
  price: z.object({ min: z.number(), max: z.number().nullable(), currency: z.string() }),
  /** The lowest price converted to the answer's currency with the dated rate table. */
  priceInDisplayCurrency: z.number(),
  inclusions: z.array(z.string()).nullable(),
  sourceUrl: z.string().nullable(),
  seenAt: z.string().nullable(),
  /** Who stands behind the price: crawled, confirmed by the practice, or entered by it. */
  origin: z.enum(PRICE_ORIGINS).optional(),
  /** When the practice confirmed or entered it; null for a crawled price. */
  confirmedAt: z.string().nullable().optional(),
  /** A PetVet clinic's own listing: the price is the clinic's, and it takes bookings ("Book online"). */
  bookable: z.boolean().optional(),
  /** The PetVet clinic this practice is (its listing, or the same website or name and postcode). */
  petvetClinicId: z.string().nullable().optional(),
});
export type ComparedPractice = z.infer<typeof comparedPracticeSchema>;

/** Over every match, not only the page, in the answer's currency. */
export const compareStatsSchema = z.object({
  count: z.number().int(),
  min: z.number().nullable(),
  p25: z.number().nullable(),
  median: z.number().nullable(),
  p75: z.number().nullable(),
  max: z.number().nullable(),
});
export type CompareStats = z.infer<typeof compareStatsSchema>;

export const practiceCompareResponseSchema = z.object({
  service: z.enum(STANDARD_SERVICE_IDS),
  band: z.enum(PET_BANDS),
  currency: z.string(),
  /** The date of the rate table the conversions used. */
  ratesAsOf: z.string(),
  stats: compareStatsSchema,
  practices: z.array(comparedPracticeSchema),
  pagination: z.object({
    page: z.number().int(),
    limit: z.number().int(),
    totalPages: z.number().int(),
    totalCount: z.number().int(),
  }),
  center: z.object({ lat: z.number(), lng: z.number(), label: z.string() }).nullable(),
});
export type PracticeCompareResponse = z.infer<typeof practiceCompareResponseSchema>;
