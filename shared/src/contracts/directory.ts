import { z } from 'zod';
import { PRICE_ORIGINS } from '../domain/price-trust';
import {
  DIRECTORY_DEFAULT_RADIUS,
  DIRECTORY_PAGE_SIZE,
  DIRECTORY_PAGE_SIZE_MAX,
} from '../constants';
import { CURRENCY_CODES, DEFAULT_CURRENCY, isKnownCurrency } from '../domain/currency';
import { decimalStringToNumber, roundCoordinate, roundToDecimals } from './common';
import {
  PET_BANDS,
  PRICE_BANDS,
  STANDARD_INCLUSIONS,
  STANDARD_SERVICE_IDS,
} from '../domain/standard-price-list';
import { nextAvailableSchema } from './owner-booking';
import { resolvedPlaceSchema } from './places';

import {
  DIRECTORY_PAGE_MAX,
  DIRECTORY_RADIUS_MAX,
  DIRECTORY_SERVICES_FILTER_MAX,
  DIRECTORY_SORTS,
  SEARCH_WEEKDAYS,
  SEARCH_WITHIN_DAYS_MAX,
} from './directory-limits';

export * from './directory-categories';
export * from './directory-limits';

// Query strings send '' for an unset filter: treat it as absent.
const blank = (value: unknown) =>
  typeof value === 'string' && value.trim() === '' ? undefined : value;
const queryNumber = () => z.preprocess((value) => decimalStringToNumber(blank(value)), z.number());

/** GET /api/global-practices/search. Every message names the parameter it is about. */
/** A point is both coordinates or neither: the one given alone names the one missing. */
export function requireCoordinatePair(
  query: { lat?: number | undefined; lng?: number | undefined },
  ctx: z.RefinementCtx,
): void {
  if ((query.lat === undefined) !== (query.lng === undefined)) {
    const missing = query.lat === undefined ? 'lat' : 'lng';
    ctx.addIssue({
      code: 'custom',
      path: [missing],
      message: `${missing} is required when ${missing === 'lat' ? 'lng' : 'lat'} is given`,
    });
  }
}

export const globalPracticeSearchQuerySchema = z
  .object({
    page: queryNumber().pipe(z.number().int().min(1).max(DIRECTORY_PAGE_MAX)).default(1),
    limit: queryNumber()
      .pipe(z.number().int().min(1).max(DIRECTORY_PAGE_SIZE_MAX))
      .default(DIRECTORY_PAGE_SIZE),
    location: z.preprocess(blank, z.string().trim().max(200).optional()),
    lat: queryNumber().pipe(z.number().min(-90).max(90).overwrite(roundCoordinate)).optional(),
    lng: queryNumber().pipe(z.number().min(-180).max(180).overwrite(roundCoordinate)).optional(),
    // Kilometres to the metre: a radius that rounds to nothing would underflow the distance maths.
    radius: queryNumber()
      .pipe(z.number().overwrite(roundToDecimals(3)).gt(0).max(DIRECTORY_RADIUS_MAX))
      .default(DIRECTORY_DEFAULT_RADIUS),
    country: z.preprocess(blank, z.string().trim().max(80).optional()),
    verified: z.preprocess(
      blank,
      z
        .enum(['true', 'false'])
        .transform((value) => value === 'true')
        .optional(),
    ),
    services: z.preprocess(
      blank,
      z
        .string()
        .max(500)
        .transform((value) => [
          ...new Set(
            value
              .split(',')
              .map((name) => name.trim())
              .filter(Boolean),
          ),
        ])
        .pipe(
          z
            .array(z.string().max(60))
            .max(
              DIRECTORY_SERVICES_FILTER_MAX,
              `services must name at most ${DIRECTORY_SERVICES_FILTER_MAX} categories`,
            ),
        )
        .optional(),
    ),
    maxPrice: queryNumber().pipe(z.number().min(0).max(10_000_000)).optional(),
    currency: z
      .preprocess(
        (value) => (typeof value === 'string' ? blank(value.trim().toUpperCase()) : value),
        z
          .string()
          .refine(isKnownCurrency, `currency must be one of: ${CURRENCY_CODES.join(', ')}`)
          .optional(),
      )
      .default(DEFAULT_CURRENCY),
    sort: z.preprocess(blank, z.enum(DIRECTORY_SORTS).default('relevance')),
    /** One standard service: each row carries its price for `band`, and maxPrice is about it. */
    service: z.preprocess(
      blank,
      z
        .enum(STANDARD_SERVICE_IDS, {
          error: 'service must be a service of the standard price list',
        })
        .optional(),
    ),
    /** The pet's band (cat, or a dog's weight band); with no band, a price for any band counts. */
    band: z.preprocess(
      blank,
      z.enum(PET_BANDS, { error: `band must be one of: ${PET_BANDS.join(', ')}` }).optional(),
    ),
    /** Free within this many days: a PetVet clinic with no free time by then is left out. */
    within: queryNumber().pipe(z.number().int().min(1).max(SEARCH_WITHIN_DAYS_MAX)).optional(),
    /** Open on this day of the week: only practices whose hours are known to open then. */
    openOn: z.preprocess(
      blank,
      z
        .enum(SEARCH_WEEKDAYS, { error: `openOn must be one of: ${SEARCH_WEEKDAYS.join(', ')}` })
        .optional(),
    ),
    /** true: only practices that take bookings on PetVet. */
    bookable: z.preprocess(
      blank,
      z
        .enum(['true', 'false'])
        .transform((value) => value === 'true')
        .optional(),
    ),
  })
  .superRefine(requireCoordinatePair);
export type GlobalPracticeSearchQuery = z.infer<typeof globalPracticeSearchQuerySchema>;

/** One service's price at one practice, and where it comes from. */
export const servicePriceSchema = z.object({
  service: z.enum(STANDARD_SERVICE_IDS),
  /** The band the price is for: the searched one, or 'any' when the practice does not vary it. */
  band: z.enum(PRICE_BANDS),
  amount: z.number(),
  /** The top of a range ("from 40 to 60"); null for one price. */
  amountMax: z.number().nullable(),
  currency: z.string(),
  /** clinic: the PetVet clinic's own price list; website: read from the practice's website. */
  source: z.enum(['clinic', 'website']),
  /** Where it was read (a page of the practice's site, or the clinic's price page). */
  sourceUrl: z.string().nullable(),
  /** When the clinic last changed its list, or when a crawl last read the price. */
  asOf: z.string().nullable(),
  /** Who stands behind it (a clinic's own list is 'entered'). */
  origin: z.enum(PRICE_ORIGINS).optional(),
  /** A PetVet clinic's own service for it: booking opens with it chosen. */
  clinicServiceId: z.string().optional(),
  /** That service's name, as the booking screen's `service` query names a service. */
  clinicServiceName: z.string().optional(),
});
export type ServicePrice = z.infer<typeof servicePriceSchema>;

export const globalPracticeSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  address: z.string(),
  city: z.string(),
  postcode: z.string(),
  country: z.string(),
  countryName: z.string(),
  phone: z.string(),
  website: z.string(),
  lat: z.number().nullable(),
  lng: z.number().nullable(),
  verified: z.boolean(),
  verificationSource: z.string().nullable(),
  rating: z.number().nullable(),
  serviceCount: z.number().int(),
  minPrice: z.number().nullable(),
  maxPrice: z.number().nullable(),
  currency: z.string(),
  /** Kilometres from the searched point; null when no point was given. */
  distance: z.number().nullable(),
  source: z.string(),
  createdAt: z.string(),
  lastCrawled: z.string().nullable(),
  /** The PetVet clinic this practice is (same website, or same name and postcode): book there. */
  petvetClinicId: z.string().nullable().optional(),
  /** True when it takes bookings on PetVet: it is a PetVet clinic ("Book online"). */
  bookable: z.boolean().optional(),
  /** How many reviews the rating averages; null where the source does not say. */
  reviewCount: z.number().int().nullable().optional(),
  /** The searched service's price for the searched band, with where it comes from; null: none known. */
  servicePrice: servicePriceSchema.nullable().optional(),
  /** A bookable practice's first free time (null: none in the booking window); absent otherwise. */
  nextAvailable: nextAvailableSchema.optional(),
});
export type GlobalPractice = z.infer<typeof globalPracticeSchema>;

export const globalPracticeSearchResponseSchema = z.object({
  practices: z.array(globalPracticeSchema),
  pagination: z.object({
    page: z.number().int(),
    limit: z.number().int(),
    totalPages: z.number().int(),
    totalCount: z.number().int(),
    /**
     * False past 10,000 matches without a point (totalCount is then PostgreSQL's estimate), and
     * past 1,000 around a point (totalCount is then 1,000 and totalIsCapped is true).
     */
    totalCountExact: z.boolean(),
    /** Present and true when the count stopped at the cap: show "1,000+". */
    totalIsCapped: z.literal(true).optional(),
  }),
  /** The searched point, when there was one ("N vet clinics found near {label}"). */
  center: z.object({ lat: z.number(), lng: z.number(), label: z.string() }).nullable(),
  /** The place the location resolved to ("near Köln, Germany"); null without a location. */
  place: resolvedPlaceSchema.nullable().optional(),
  /** Other places of the same name, most likely first, when the name was ambiguous. */
  didYouMean: z.array(resolvedPlaceSchema).optional(),
});
export type GlobalPracticeSearchResponse = z.infer<typeof globalPracticeSearchResponseSchema>;

export const standardServiceIdSchema = z.enum(STANDARD_SERVICE_IDS);
export const priceBandSchema = z.enum(PRICE_BANDS);
export const standardInclusionSchema = z.enum(STANDARD_INCLUSIONS);

export const globalPracticeServiceSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  species: z.string(),
  priceMin: z.number(),
  priceMax: z.number().nullable(),
  currency: z.string(),
  confidence: z.number(),
  priceNotes: z.string().nullable(),
  /** The standard price list's service this price is for; null outside the list. */
  standardService: standardServiceIdSchema.nullable().optional(),
  /** The pet band the price is for; 'any' when it does not vary by pet. */
  band: priceBandSchema.optional(),
  /** What the page says the price includes; null when it says nothing. */
  inclusions: z.array(z.string()).nullable().optional(),
  /** The page the price was read from, and when a crawl last saw it there. */
  sourceUrl: z.string().nullable().optional(),
  seenAt: z.string().nullable().optional(),
  /** Who stands behind it: crawled, confirmed by the practice, or entered by the practice. */
  origin: z.enum(PRICE_ORIGINS).optional(),
  /** When the practice confirmed or entered it; null for a crawled price. */
  confirmedAt: z.string().nullable().optional(),
});
export type GlobalPracticeService = z.infer<typeof globalPracticeServiceSchema>;

export const globalPracticeDetailSchema = globalPracticeSchema.extend({
  updatedAt: z.string(),
  crawlStatus: z.string().nullable(),
  crawlPagesFetched: z.number().int().nullable(),
  crawlDurationMs: z.number().int().nullable(),
  crawlError: z.string().nullable(),
});
export type GlobalPracticeDetail = z.infer<typeof globalPracticeDetailSchema>;

/** GET /api/global-practices/:id */
export const globalPracticeDetailResponseSchema = z.object({
  practice: globalPracticeDetailSchema,
  services: z.record(z.string(), z.array(globalPracticeServiceSchema)),
  totalServices: z.number().int(),
});
export type GlobalPracticeDetailResponse = z.infer<typeof globalPracticeDetailResponseSchema>;

/** GET /api/global-practices/categories: averages are in `currency` (USD, converted). */
export const globalCategorySchema = z.object({
  id: z.number().int(),
  name: z.string(),
  slug: z.string(),
  icon: z.string(),
  avgMinPrice: z.number().nullable(),
  avgMaxPrice: z.number().nullable(),
  currency: z.string(),
  serviceCount: z.number().int(),
});
export type GlobalCategory = z.infer<typeof globalCategorySchema>;

/** GET /api/global-practices/stats/overview, as the stats aggregator last stored it. */
export const globalStatsOverviewSchema = z.object({
  totalPractices: z.number().int(),
  totalServices: z.number().int(),
  totalCountries: z.number().int(),
  practicesByCountry: z.array(
    z.object({ country: z.string(), countryName: z.string(), count: z.number().int() }),
  ),
  servicesByCategory: z.array(z.object({ category: z.string(), count: z.number().int() })),
  computedAt: z.string().nullable(),
});
export type GlobalStatsOverview = z.infer<typeof globalStatsOverviewSchema>;

/** POST /api/global-practices/admin/scrape-practice (public: see the service's checks). */
export const scrapePracticeRequestSchema = z.object({
  practiceId: z.preprocess(
    (value) => (typeof value === 'string' && /^\d{1,15}$/.test(value) ? Number(value) : value),
    z.number().int().positive(),
  ),
  website: z.string().trim().min(1).max(2048),
});
export type ScrapePracticeRequest = z.infer<typeof scrapePracticeRequestSchema>;

export const scrapePracticeResponseSchema = z.object({
  jobId: z.string(),
  /** partial: the crawl was cut short; its prices were merged into the practice's, none removed. */
  status: z.enum(['queued', 'running', 'succeeded', 'partial', 'failed']),
  /** True when an earlier request (pending, or within 24 h) answered instead of a new crawl. */
  existing: z.boolean(),
});
export type ScrapePracticeResponse = z.infer<typeof scrapePracticeResponseSchema>;
