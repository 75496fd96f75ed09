import { z } from 'zod';
import { nextAvailableSchema } from './owner-booking';
import { publicClinicianSchema } from './clinicians';
import {
  CLINIC_SEARCH_DEFAULT_RADIUS,
  CLINIC_SEARCH_RADIUS_MAX,
  CLINIC_SEARCH_RADIUS_MIN,
} from '../constants';
import { decimalStringToNumber, optionalText } from './common';

import { RADIUS_INVALID_TEXT, VET_SEARCH_LIMIT } from './clinic-texts';

export * from './clinic-texts';

const blankToUndefined = (value: unknown) =>
  value === undefined || (typeof value === 'string' && value.trim() === '') ? undefined : value;

/** GET /api/vets: city or postcode, radius in km (any number 1-200; the SPA offers 5/10/25/50). */
export const clinicSearchQuerySchema = z.object({
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
