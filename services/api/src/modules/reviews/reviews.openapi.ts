import { z } from 'zod';
import type { OpenAPIRegistry } from '@asteasolutions/zod-to-openapi';
import {
  businessReviewListSchema,
  businessReviewSchema,
  createReviewRequestSchema,
  ownerReviewListSchema,
  ownerReviewSchema,
  PUBLIC_REVIEWS_PAGE_MAX,
  PUBLIC_REVIEWS_PAGE_SIZE,
  PUBLIC_REVIEWS_PAGE_SIZE_MAX,
  publicReviewsResponseSchema,
  reviewResponseRequestSchema,
} from '@petvet/shared';
import {
  bearerSecurity,
  errorResponses,
  idempotencyErrors,
  idempotencyHeaders,
  ifMatchErrors,
  ifMatchHeaders,
  json,
} from '../docs/openapi-helpers';

// The parsing schema reads plain digits from the query string; the document shows what to send.
const publicReviewsQueryDoc = z.object({
  page: z.number().int().min(1).max(PUBLIC_REVIEWS_PAGE_MAX).optional().describe('default 1'),
  limit: z
    .number()
    .int()
    .min(1)
    .max(PUBLIC_REVIEWS_PAGE_SIZE_MAX)
    .optional()
    .describe(`default ${PUBLIC_REVIEWS_PAGE_SIZE}`),
});

export function registerReviewsPaths(registry: OpenAPIRegistry): void {
  registry.registerPath({
    method: 'get',
    path: '/api/vets/{id}/reviews',
    tags: ['Clinics'],
    summary:
      "A clinic's reviews, newest first, a page at a time, with the clinic's answers and how its ratings spread (reviewers by first name and initial)",
    request: { params: z.object({ id: z.string() }), query: publicReviewsQueryDoc },
    responses: {
      200: { description: 'A page of reviews', ...json(publicReviewsResponseSchema) },
      ...errorResponses(400, 404),
    },
  });
  registry.registerPath({
    method: 'post',
    path: '/api/reviews',
    tags: ['Reviews'],
    summary:
      'Review a completed appointment at the clinic (the named one, else the latest unreviewed); once per appointment',
    security: bearerSecurity,
    request: { headers: idempotencyHeaders, body: json(createReviewRequestSchema) },
    responses: {
      201: { description: 'Saved; the clinic rating and count follow', ...json(ownerReviewSchema) },
      ...errorResponses(400, 401, 403, 404, 409),
      ...idempotencyErrors,
    },
  });
  registry.registerPath({
    method: 'get',
    path: '/api/reviews',
    tags: ['Reviews'],
    summary: "The owner's own reviews, newest first",
    security: bearerSecurity,
    responses: {
      200: { description: 'Reviews', ...json(ownerReviewListSchema) },
      ...errorResponses(401, 403),
    },
  });
  registry.registerPath({
    method: 'get',
    path: '/api/vet-business/reviews',
    tags: ['Business'],
    summary: "The clinic's reviews, newest first",
    security: bearerSecurity,
    responses: {
      200: { description: 'Reviews', ...json(businessReviewListSchema) },
      ...errorResponses(401, 403),
    },
  });
  registry.registerPath({
    method: 'put',
    path: '/api/vet-business/reviews/{id}/response',
    tags: ['Business'],
    summary: 'Answer a review (answering again replaces the answer)',
    security: bearerSecurity,
    request: {
      params: z.object({ id: z.string().uuid() }),
      headers: ifMatchHeaders,
      body: json(reviewResponseRequestSchema),
    },
    responses: {
      200: { description: 'Answered', ...json(businessReviewSchema) },
      ...errorResponses(400, 401, 403, 404),
      ...ifMatchErrors,
    },
  });
}
