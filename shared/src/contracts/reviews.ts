import { z } from 'zod';
import { RATING_STARS } from '../constants';

export const REVIEW_TEXT_MAX = 2000;
export const REVIEW_NEEDS_COMPLETED_TEXT =
  'You can review a clinic only after a completed appointment there';
export const REVIEW_APPOINTMENT_NOT_COMPLETED_TEXT =
  'You can review an appointment only after it is completed';
export const REVIEW_APPOINTMENT_OTHER_CLINIC_TEXT = 'This appointment was not at this clinic';
export const REVIEW_ALREADY_GIVEN_TEXT = 'You have already reviewed this appointment';

/** An id whose error names the field ("vetId must be a valid id"). */
const idSchema = z.string().uuid();

const blankToUndefined = (value: unknown) =>
  value === null || (typeof value === 'string' && value.trim() === '') ? undefined : value;

/**
 * POST /api/reviews. The review text travels as `comment` (the name the owner view reads back).
 * appointmentId is optional: without it the caller's latest completed, unreviewed appointment at
 * that clinic is the one reviewed.
 */
export const createReviewRequestSchema = z.object({
  vetId: idSchema,
  appointmentId: z.preprocess(blankToUndefined, idSchema.optional()),
  rating: z.number().int().min(1).max(RATING_STARS),
  comment: z.string().trim().min(1).max(REVIEW_TEXT_MAX),
});
export type CreateReviewRequest = z.infer<typeof createReviewRequestSchema>;

/** A review as its author sees it, plus the clinic's answer, if any. */
export const ownerReviewSchema = z.object({
  id: z.string(),
  vetId: z.string(),
  appointmentId: z.string().nullable(),
  rating: z.number().int().min(1).max(RATING_STARS),
  comment: z.string(),
  businessName: z.string(),
  createdAt: z.string(),
  response: z.string().nullable(),
});
export type OwnerReview = z.infer<typeof ownerReviewSchema>;
export const ownerReviewListSchema = z.array(ownerReviewSchema);

/** A review as the clinic sees it; date is the review's day (YYYY-MM-DD) in the clinic's zone. */
export const businessReviewSchema = z.object({
  id: z.string(),
  customerName: z.string(),
  rating: z.number().int().min(1).max(RATING_STARS),
  date: z.string(),
  comment: z.string(),
  responded: z.boolean(),
  response: z.string().nullable(),
  /** For If-Match on PUT of the response (see contracts/versions). */
  version: z.string().optional(),
});
export type BusinessReview = z.infer<typeof businessReviewSchema>;
export const businessReviewListSchema = z.array(businessReviewSchema);

/** PUT /api/vet-business/reviews/:id/response. */
export const reviewResponseRequestSchema = z.object({
  response: z.string().trim().min(1).max(REVIEW_TEXT_MAX),
});
export type ReviewResponseRequest = z.infer<typeof reviewResponseRequestSchema>;
