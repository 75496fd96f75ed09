import { z } from 'zod';
import { isKnownTimeZone } from '../domain/booking-window';
import { decimalStringToNumber, roundCoordinate } from './common';
import { currencyCodeSchema, workingHoursSchema } from './clinic-ops';

export const PROFILE_NOT_FOUND_TEXT = 'Profile not found';
/** The longest cancellation cut-off a clinic may set: 30 days. */
export const MAX_CANCELLATION_CUTOFF_HOURS = 720;
export const CANCELLATION_CUTOFF_INVALID_TEXT = `The cancellation cut-off must be a whole number of hours from 0 to ${MAX_CANCELLATION_CUTOFF_HOURS}`;
export const COORDINATES_PAIR_TEXT = 'Latitude and longitude must be given together';
export const TIME_ZONE_INVALID_TEXT = 'Time zone must be a time zone name such as Europe/London';
export const WEBSITE_INVALID_TEXT = 'Website must be a web address starting with http or https';
export const OPENING_HOURS_LINES_TEXT = 'Opening hours must have 7 lines, one for each day';
export const IMAGES_INVALID_TEXT = 'Photos must be web addresses starting with http or https';
export const LATITUDE_INVALID_TEXT = 'Latitude must be a number from -90 to 90';
export const LONGITUDE_INVALID_TEXT = 'Longitude must be a number from -180 to 180';
export const COUNTRY_INVALID_TEXT = 'Country must be a country name or a code such as GB';
export const OPENING_HOURS_LINES = 7;

const nullToUndefined = (value: unknown) => (value === null ? undefined : value);
/** Profile text: left out keeps the stored value (undefined); null or '' clears it. */
const text = (max: number) =>
  z.preprocess((value) => (value === null ? '' : value), z.string().trim().max(max).optional());

const httpUrl = (value: string) => {
  try {
    const url = new URL(value);
    return url.protocol === 'http:' || url.protocol === 'https:';
  } catch {
    return false;
  }
};

/** Typed as a URL on the form; a bare domain gets https:// so the page never links to another scheme. */
const websiteSchema = text(500)
  .transform((value) => (value && !/^[a-z][a-z0-9+.-]*:/i.test(value) ? `https://${value}` : value))
  .refine((value) => !value || httpUrl(value), WEBSITE_INVALID_TEXT);

const emailSchema = text(254).refine(
  (value) => !value || /^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(value),
  'Enter a valid email address',
);

/**
 * PUT /api/vet-business/profile: the whole profile, sent at once; no field is required. A field
 * left out keeps its stored value (a client that sends only the name must not blank the
 * address); null or '' clears a text.
 */
export const businessProfileInputSchema = z
  .object({
    businessName: text(200),
    address: text(500),
    phone: text(40),
    email: emailSchema,
    website: websiteSchema,
    /** No longer edited here: services offered are the clinic's priced services; anything sent is ignored. */
    services: z
      .unknown()
      .optional()
      .transform(() => undefined),
    openingHours: z.preprocess(
      nullToUndefined,
      z
        .array(z.string().trim().max(100))
        .length(OPENING_HOURS_LINES, OPENING_HOURS_LINES_TEXT)
        .optional(),
    ),
    description: text(5000),
    /** undefined keeps the linked listing; null unlinks it. */
    googlePlaceId: z.string().trim().max(300).nullable().optional(),
    latitude: z.preprocess(
      (value) => decimalStringToNumber(nullToUndefined(value)),
      z
        .number({ error: LATITUDE_INVALID_TEXT })
        .min(-90, LATITUDE_INVALID_TEXT)
        .max(90, LATITUDE_INVALID_TEXT)
        .overwrite(roundCoordinate)
        .optional(),
    ),
    longitude: z.preprocess(
      (value) => decimalStringToNumber(nullToUndefined(value)),
      z
        .number({ error: LONGITUDE_INVALID_TEXT })
        .min(-180, LONGITUDE_INVALID_TEXT)
        .max(180, LONGITUDE_INVALID_TEXT)
        .overwrite(roundCoordinate)
        .optional(),
    ),
    city: z.preprocess(nullToUndefined, z.string().trim().max(120).optional()),
    postcode: z.preprocess(nullToUndefined, z.string().trim().max(20).optional()),
    /** A country name or ISO code; stored as the ISO code. */
    country: z.preprocess(nullToUndefined, z.string().trim().max(60).optional()),
    timeZone: z.preprocess(
      (value) => (value === null || value === '' ? undefined : value),
      z.string().trim().max(64).refine(isKnownTimeZone, TIME_ZONE_INVALID_TEXT).optional(),
    ),
    /** Seven days of opening periods; undefined keeps them, null clears them. */
    workingHours: workingHoursSchema.nullable().optional(),
    /** ISO 4217; undefined keeps the clinic's currency. */
    currency: z.preprocess(
      (value) => (value === null || value === '' ? undefined : value),
      currencyCodeSchema.optional(),
    ),
    /** Hours before a visit after which owners can no longer cancel or move it; undefined keeps it. */
    cancellationCutoffHours: z.preprocess(
      (value) => (value === null || value === '' ? undefined : decimalStringToNumber(value)),
      z
        .number({ error: CANCELLATION_CUTOFF_INVALID_TEXT })
        .int(CANCELLATION_CUTOFF_INVALID_TEXT)
        .min(0, CANCELLATION_CUTOFF_INVALID_TEXT)
        .max(MAX_CANCELLATION_CUTOFF_HOURS, CANCELLATION_CUTOFF_INVALID_TEXT)
        .optional(),
    ),
    /** undefined keeps the current photos. */
    images: z.preprocess(
      nullToUndefined,
      z.array(z.string().trim().max(1000).refine(httpUrl, IMAGES_INVALID_TEXT)).max(50).optional(),
    ),
  })
  .superRefine((profile, ctx) => {
    if ((profile.latitude === undefined) !== (profile.longitude === undefined)) {
      ctx.addIssue({ code: 'custom', path: ['latitude'], message: COORDINATES_PAIR_TEXT });
    }
  });
export type BusinessProfileInput = z.infer<typeof businessProfileInputSchema>;

export const businessProfileSchema = z.object({
  /** The clinic's public id (its /vet/{id} page). */
  id: z.string(),
  businessName: z.string(),
  address: z.string(),
  phone: z.string(),
  email: z.string(),
  website: z.string(),
  services: z.array(z.string()),
  openingHours: z.array(z.string()),
  description: z.string(),
  googlePlaceId: z.string().nullable(),
  latitude: z.number().nullable(),
  longitude: z.number().nullable(),
  city: z.string(),
  postcode: z.string(),
  country: z.string(),
  timeZone: z.string(),
  images: z.array(z.string()),
  /** Owners may cancel or move a visit up to this many hours before it starts (0: any time). */
  cancellationCutoffHours: z.number().int(),
  /** Null on a clinic that never set its hours (openingHours is then its own free text). */
  workingHours: workingHoursSchema.nullable(),
  /** ISO 4217: every price of the clinic is in it. */
  currency: z.string(),
  /** The profile's version, for If-Match on PUT (also its ETag). */
  version: z.string().optional(),
});
export type BusinessProfile = z.infer<typeof businessProfileSchema>;

/** GET /api/vet-business/stats: the clinic dashboard's counts, rating and revenue figures. */
export const businessStatsSchema = z.object({
  todayAppointments: z.number().int(),
  monthlyAppointments: z.number().int(),
  /** 0-5, one decimal; 0 without reviews. */
  averageRating: z.number(),
  reviewCount: z.number().int(),
  /** Distinct pet owners with a non-cancelled appointment. */
  activePatients: z.number().int(),
  monthlyRevenue: z.number(),
  /** The currency of monthlyRevenue (the clinic's own). */
  currency: z.string(),
});
export type BusinessStats = z.infer<typeof businessStatsSchema>;
