import { z } from 'zod';
import { nextAvailableSchema } from './owner-booking';
import { publicClinicianSchema } from './clinicians';
import {
  CLINIC_SEARCH_DEFAULT_RADIUS,
  CLINIC_SEARCH_RADIUS_MAX,
  CLINIC_SEARCH_RADIUS_MIN,
} from '../constants';
import { decimalStringToNumber, optionalText } from './common';
import { PET_BANDS, STANDARD_SERVICE_IDS } from '../domain/standard-price-list';
import { servicePriceSchema } from './directory';
import { SEARCH_WEEKDAYS } from './directory-limits';

import { RADIUS_INVALID_TEXT, VET_SEARCH_LIMIT } from './clinic-texts';

/** A max price is the price of one service: without a service it means nothing. */
export const MAX_PRICE_NEEDS_SERVICE_TEXT = 'maxPrice needs a service';

export * from './clinic-texts';

const blankToUndefined = (value: unknown) =>
  value === undefined || (typeof value === 'string' && value.trim() === '') ? undefined : value;

/** GET /api/vets: city or postcode, radius in km (any number 1-200; the SPA offers 5/10/25/50). */
export const clinicSearchQuerySchema = z
  .object({
    city: optionalText(120),
    postcode: optionalText(20),
    radius: z.preprocess(
      (value) => decimalStringToNumber(blankToUndefined(value)),
      z
        .number({ error: RADIUS_INVALID_TEXT })
        .min(CLINIC_SEARCH_RADIUS_MIN, RADIUS_INVALID_TEXT)
        .max(CLINIC_SEARCH_RADIUS_MAX, RADIUS_INVALID_TEXT)
        .default(CLINIC_SEARCH_DEFAULT_RADIUS),
    ),
    limit: z.preprocess(
      (value) => decimalStringToNumber(blankToUndefined(value)),
      z.number().int().min(1).max(VET_SEARCH_LIMIT).default(VET_SEARCH_LIMIT),
    ),
    /** A standard service: each clinic carries its own price for it (for `band` when given). */
    service: z.preprocess(
      blankToUndefined,
      z
        .enum(STANDARD_SERVICE_IDS, {
          error: 'service must be a service of the standard price list',
        })
        .optional(),
    ),
    /** The pet's band: cat, or a dog's weight band (dogBandForWeight). */
    band: z.preprocess(
      blankToUndefined,
      z.enum(PET_BANDS, { error: `band must be one of: ${PET_BANDS.join(', ')}` }).optional(),
    ),
    /** Only clinics whose price for the service is at most this, in their own currency. */
    maxPrice: z.preprocess(
      (value) => decimalStringToNumber(blankToUndefined(value)),
      z.number({ error: 'maxPrice must be a number' }).min(0).max(10_000_000).optional(),
    ),
    /** Only clinics whose working hours open on this day of the week. */
    openOn: z.preprocess(
      blankToUndefined,
      z
        .enum(SEARCH_WEEKDAYS, { error: `openOn must be one of: ${SEARCH_WEEKDAYS.join(', ')}` })
        .optional(),
    ),
    /** true: only verified clinics. */
    verified: z.preprocess(
      blankToUndefined,
      z
        .enum(['true', 'false'], { error: 'verified must be true or false' })
        .transform((value) => value === 'true')
        .optional(),
    ),
  })
  .refine((query) => query.maxPrice === undefined || query.service !== undefined, {
    message: MAX_PRICE_NEEDS_SERVICE_TEXT,
    path: ['maxPrice'],
  });
export type ClinicSearchQuery = z.infer<typeof clinicSearchQuerySchema>;

/** A clinic as search and detail pages show it. */
export const clinicSchema = z.object({
  id: z.string(),
  businessName: z.string(),
  /** 0-5, one decimal. */
  rating: z.number(),
  reviewCount: z.number().int(),
  address: z.string(),
  city: z.string(),
  postcode: z.string(),
  phone: z.string(),
  email: z.string(),
  website: z.string(),
  description: z.string(),
  services: z.array(z.string()),
  openingHours: z.array(z.string()),
  latitude: z.number().nullable(),
  longitude: z.number().nullable(),
  images: z.array(z.string()),
  verified: z.boolean(),
  source: z.literal('database'),
  /** The clinic's own IANA time zone: slot dates and times are wall-clock times there. */
  timeZone: z.string(),
  /** km from the searched place, one decimal; only in search answers. */
  distance: z.number().optional(),
  /** The first start time of the clinic's shortest service, in its zone; in search and detail answers. */
  nextAvailable: nextAvailableSchema.optional(),
  /** Owners may cancel or move a visit online up to this many hours before it starts. */
  cancellationCutoffHours: z.number().int().optional(),
  /** ISO 4217: the clinic's prices are in it. */
  currency: z.string(),
  /** Its live clinicians, earliest hired first; only in the detail answer (GET /api/vets/{id}). */
  clinicians: z.array(publicClinicianSchema).optional(),
  /**
   * In a search with a service: the clinic's own price for it ("from the clinic"), null when its
   * price list has none. Without a band, amount to amountMax spans the bands it prices.
   */
  servicePrice: servicePriceSchema.nullable().optional(),
});
export type Clinic = z.infer<typeof clinicSchema>;

/**
 * Why a search answered what it did: `database` when the place was found (the list may still be
 * empty), `unknown_location` when neither city nor postcode could be placed, `no_location` when
 * neither was given.
 */
export const clinicSearchSourceSchema = z.enum(['database', 'unknown_location', 'no_location']);
export type ClinicSearchSource = z.infer<typeof clinicSearchSourceSchema>;

export const clinicSearchResponseSchema = z.object({
  vets: z.array(clinicSchema),
  source: clinicSearchSourceSchema,
  /** Clinics inside the radius (the list holds at most VET_SEARCH_LIMIT of them). */
  total: z.number().int(),
  /** Where the search was centred, when the place was found. */
  location: z
    .object({ label: z.string(), latitude: z.number(), longitude: z.number(), radius: z.number() })
    .nullable(),
});
export type ClinicSearchResponse = z.infer<typeof clinicSearchResponseSchema>;
