import { z } from 'zod';
import type { OpenAPIRegistry } from '@asteasolutions/zod-to-openapi';
import {
  DIRECTORY_SORTS,
  globalCategorySchema,
  globalPracticeDetailResponseSchema,
  globalPracticeSearchResponseSchema,
  globalStatsOverviewSchema,
  PET_BANDS,
  SEARCH_WEEKDAYS,
  SEARCH_WITHIN_DAYS_MAX,
  practiceCompareResponseSchema,
  scrapePracticeRequestSchema,
  STANDARD_SERVICE_IDS,
  scrapePracticeResponseSchema,
} from '@petvet/shared';
import { errorResponses, json } from '../docs/openapi-helpers';

// The parsing schema turns '' into "unset" and coerces text; the document shows what to send.
const searchQueryDoc = z.object({
  page: z.number().int().min(1).optional(),
  limit: z.number().int().min(1).max(100).optional().describe('default 20'),
  location: z.string().optional().describe('city, "City, Country" or postcode; geocoded offline'),
  lat: z.number().min(-90).max(90).optional(),
  lng: z.number().min(-180).max(180).optional(),
  radius: z.number().optional().describe('km, default 50, at most 500'),
  country: z.string().optional().describe('ISO code or English name'),
  verified: z.enum(['true', 'false']).optional(),
  services: z
    .string()
    .optional()
    .describe('comma-joined category names or slugs: all must be offered'),
  maxPrice: z.number().min(0).optional().describe('compared with the cheapest price, converted'),
  currency: z.string().optional().describe('currency of maxPrice, default USD'),
  sort: z
    .enum(DIRECTORY_SORTS)
    .optional()
    .describe(
      "default relevance (verified, then priced services, then distance); price with a service orders by that service's price; soonest (needs a place): bookable clinics with a free time first, earliest first, then the rest by distance",
    ),
  service: z
    .enum(STANDARD_SERVICE_IDS)
    .optional()
    .describe(
      'a service of the standard price list: only practices pricing it; each row carries its price (servicePrice), and maxPrice is about it',
    ),
  band: z
    .enum(PET_BANDS)
    .optional()
    .describe(
      "the pet's band for service: its own price wins over one for any pet; left out: any band",
    ),
  within: z
    .number()
    .int()
    .min(1)
    .max(SEARCH_WITHIN_DAYS_MAX)
    .optional()
    .describe(
      'days: PetVet clinics with no free time by then are left out; practices whose availability is unknown stay',
    ),
  openOn: z
    .enum(SEARCH_WEEKDAYS)
    .optional()
    .describe('only practices whose opening days are known and include this day'),
  bookable: z
    .enum(['true', 'false'])
    .optional()
    .describe('true: only PetVet clinics (bookable online); false: only the others'),
});

const compareQueryDoc = z.object({
  service: z.enum(STANDARD_SERVICE_IDS).describe('a service of the UK standard price list'),
  band: z.enum(PET_BANDS).describe("the pet's band: cat, or a dog's weight band"),
  location: z.string().optional().describe('city, "City, Country" or postcode; geocoded offline'),
  lat: z.number().min(-90).max(90).optional(),
  lng: z.number().min(-180).max(180).optional(),
  radius: z.number().optional().describe('km, default 50, at most 500'),
  currency: z
    .string()
    .optional()
    .describe("display currency; default the searched place's currency (USD without a place)"),
  page: z.number().int().min(1).optional(),
  limit: z.number().int().min(1).max(100).optional().describe('default 20'),
});

export function registerDirectoryPaths(registry: OpenAPIRegistry): void {
  registry.registerPath({
    method: 'get',
    path: '/api/global-practices/compare',
    tags: ['Directory'],
    summary: 'Compare one standard service for one pet band, cheapest first',
    description:
      "Only practices with a price for that band or for any pet (the band's own price wins). Stats (quartiles) cover every match, converted to the display currency with the dated rate table.",
    request: { query: compareQueryDoc },
    responses: {
      200: { description: 'A page of practices', ...json(practiceCompareResponseSchema) },
      ...errorResponses(400),
    },
  });
  registry.registerPath({
    method: 'get',
    path: '/api/global-practices/search',
    tags: ['Directory'],
    summary: 'Search the worldwide directory',
    description:
      'The one search under /find, /global-vet-search and compare. The answer states the place the location resolved to (place) and, for an ambiguous name, other places of that name (didYouMean). PetVet clinics are rows too (bookable, with their next free time: for the searched service when there is one).',
    request: { query: searchQueryDoc },
    responses: {
      200: { description: 'A page of practices', ...json(globalPracticeSearchResponseSchema) },
      ...errorResponses(400),
    },
  });
  registry.registerPath({
    method: 'get',
    path: '/api/global-practices/categories',
    tags: ['Directory'],
    summary: 'Service categories with average prices (USD)',
    responses: { 200: { description: 'Categories', ...json(z.array(globalCategorySchema)) } },
  });
  registry.registerPath({
    method: 'get',
    path: '/api/global-practices/stats/overview',
    tags: ['Directory'],
    summary: 'Directory totals, as the stats aggregator last computed them',
    responses: { 200: { description: 'Totals', ...json(globalStatsOverviewSchema) } },
  });
  registry.registerPath({
    method: 'get',
    path: '/api/global-practices/{id}',
    tags: ['Directory'],
    summary: 'A practice with its services grouped by category',
    request: { params: z.object({ id: z.string() }) },
    responses: {
      200: { description: 'The practice', ...json(globalPracticeDetailResponseSchema) },
      ...errorResponses(404),
    },
  });
  registry.registerPath({
    method: 'post',
    path: '/api/global-practices/admin/scrape-practice',
    tags: ['Directory'],
    summary: "Ask for a crawl of a practice's own website (at most one a day per practice)",
    request: { body: json(scrapePracticeRequestSchema) },
    responses: {
      202: {
        description: 'Accepted, or the pending/recent job',
        ...json(scrapePracticeResponseSchema),
      },
      ...errorResponses(400, 404, 409, 429),
    },
  });
}
