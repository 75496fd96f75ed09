import { z } from 'zod';
import { RATING_STARS } from '../constants';
import {
  PUBLIC_REVIEWS_PAGE_MAX,
  PUBLIC_REVIEWS_PAGE_SIZE,
  PUBLIC_REVIEWS_PAGE_SIZE_MAX,
  REVIEWS_LIMIT_INVALID_TEXT,
  REVIEWS_PAGE_INVALID_TEXT,
} from './public-review-texts';

export * from './public-review-texts';

/**
 * A whole number from a query string, written in plain digits: "1e1", "0x10", " 2" or a repeated
 * parameter are refused with the one text that says what is expected. Absent or '' is the default.
 */
const queryWholeNumber = (min: number, max: number, fallback: number, text: string) =>
  z.preprocess(
    (value) => (value === undefined || value === '' ? String(fallback) : value),
    z
      .string({ error: text })
      .regex(/^\d{1,9}$/, text)
      .transform(Number)
      .pipe(z.number().min(min, text).max(max, text)),
  );

/** GET /api/vets/:id/reviews. */
export const publicReviewsQuerySchema = z.object({
  page: queryWholeNumber(1, PUBLIC_REVIEWS_PAGE_MAX, 1, REVIEWS_PAGE_INVALID_TEXT),
  limit: queryWholeNumber(
    1,
    PUBLIC_REVIEWS_PAGE_SIZE_MAX,
    PUBLIC_REVIEWS_PAGE_SIZE,
    REVIEWS_LIMIT_INVALID_TEXT,
  ),
});
export type PublicReviewsQuery = z.infer<typeof publicReviewsQuerySchema>;

/**
 * A review as anyone may read it. The reviewer is named by first name and the initial of the last
 * ("Olivia S."), never in full. verifiedVisit: written through the app for a completed visit at
 * this clinic (the only way the app takes a review); reviews brought in otherwise are not marked.
 */
export const publicReviewSchema = z.object({
  id: z.string(),
  reviewerName: z.string(),
  rating: z.number().int().min(1).max(RATING_STARS),
  comment: z.string(),
  /** The review's day (YYYY-MM-DD) in the clinic's time zone. */
  date: z.string(),
  verifiedVisit: z.boolean(),
  /** The clinic's published answer, if any. */
  response: z.object({ text: z.string(), date: z.string().nullable() }).nullable(),
});
export type PublicReview = z.infer<typeof publicReviewSchema>;

/** How many of the clinic's reviews gave each number of stars, 5 down to 1 (all five present). */
export const ratingDistributionSchema = z.array(
  z.object({ stars: z.number().int().min(1).max(RATING_STARS), count: z.number().int().min(0) }),
);
export type RatingDistribution = z.infer<typeof ratingDistributionSchema>;

export const publicReviewsResponseSchema = z.object({
  /** Newest first. */
  reviews: z.array(publicReviewSchema),
  distribution: ratingDistributionSchema,
  pagination: z.object({
    page: z.number().int(),
    limit: z.number().int(),
    totalPages: z.number().int(),
    totalCount: z.number().int(),
  }),
});
export type PublicReviewsResponse = z.infer<typeof publicReviewsResponseSchema>;
