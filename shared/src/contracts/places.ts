import { z } from 'zod';

/**
 * A place a search resolved to, as every search answer states it and the screens show it
 * ("near Köln, Germany").
 */
export const resolvedPlaceSchema = z.object({
  /** The name to show: the place's own name in the language searched when known ("Köln"). */
  label: z.string(),
  lat: z.number(),
  lng: z.number(),
  /** ISO 3166-1 alpha-2 ("DE"); empty for a bare point. */
  country: z.string(),
  /** The country's English name ("Germany"); empty when there is no country. */
  countryName: z.string().optional(),
  /** What kind of place: a city or town, a postcode (full, outward or ZIP), or a bare point. */
  kind: z.enum(['city', 'postcode', 'point']).optional(),
});
export type ResolvedPlace = z.infer<typeof resolvedPlaceSchema>;

export const PLACE_SUGGEST_LIMIT_MAX = 10;

/** GET /api/places/suggest?q=: places whose names start with what was typed. */
export const placeSuggestQuerySchema = z.object({
  q: z
    .string({ error: 'q is required' })
    .trim()
    .min(1, 'q must not be empty')
    .max(100, 'q must be at most 100 characters'),
  limit: z.coerce.number().int().min(1).max(PLACE_SUGGEST_LIMIT_MAX).default(8),
});
export type PlaceSuggestQuery = z.infer<typeof placeSuggestQuerySchema>;

export const placeSuggestResponseSchema = z.object({
  suggestions: z.array(resolvedPlaceSchema),
});
export type PlaceSuggestResponse = z.infer<typeof placeSuggestResponseSchema>;
