import { z } from 'zod';
import type { OpenAPIRegistry } from '@asteasolutions/zod-to-openapi';
import {
  priceReviewAddSchema,
  priceReviewChangeSchema,
  priceReviewItemResponseSchema,
  priceReviewResponseSchema,
} from '@petvet/shared';
import {
  bearerSecurity,
  errorResponses,
  ifMatchErrors,
  ifMatchHeaders,
  json,
  idempotencyErrors,
  idempotencyHeaders,
} from '../docs/openapi-helpers';

const practiceParams = z.object({ id: z.string().describe('the directory practice’s id') });
const itemParams = practiceParams.extend({
  itemKey: z.string().describe('p<id> a published price, u<id> an unconfirmed reading'),
});
const TAGS = ['Directory'];
const refusals = {
  ...errorResponses(401, 404),
  403: { ...errorResponses(403)['403'], description: 'Not a verified claimant of the practice' },
  409: {
    ...errorResponses(409)['409'],
    description:
      'A PetVet clinic’s listing (managed from its Price list tab), or the practice already has its own price for that service and pet',
  },
};

/** A verified claimant reviewing the practice's prices. */
export function registerPriceReviewPaths(registry: OpenAPIRegistry): void {
  registry.registerPath({
    method: 'get',
    path: '/api/global-practices/{id}/price-review',
    tags: TAGS,
    summary:
      'Every published price and unconfirmed reading of the practice, with its evidence, origin and etag',
    security: bearerSecurity,
    request: { params: practiceParams },
    responses: {
      200: { description: 'The items', ...json(priceReviewResponseSchema) },
      ...refusals,
    },
  });
  registry.registerPath({
    method: 'post',
    path: '/api/global-practices/{id}/price-review',
    tags: TAGS,
    summary: 'Add a missing price in the standard layout: published as entered by the practice',
    security: bearerSecurity,
    request: {
      params: practiceParams,
      headers: idempotencyHeaders,
      body: json(priceReviewAddSchema),
    },
    responses: {
      201: { description: 'Added', ...json(priceReviewItemResponseSchema) },
      ...idempotencyErrors,
      ...errorResponses(400),
      ...refusals,
    },
  });
  registry.registerPath({
    method: 'put',
    path: '/api/global-practices/{id}/price-review/{itemKey}',
    tags: TAGS,
    summary:
      'Confirm or correct a price: it becomes the practice’s own (an unconfirmed reading is published)',
    security: bearerSecurity,
    request: { params: itemParams, headers: ifMatchHeaders, body: json(priceReviewChangeSchema) },
    responses: {
      200: { description: 'Changed', ...json(priceReviewItemResponseSchema) },
      ...errorResponses(400),
      ...refusals,
      ...ifMatchErrors,
    },
  });
  registry.registerPath({
    method: 'delete',
    path: '/api/global-practices/{id}/price-review/{itemKey}',
    tags: TAGS,
    summary: 'Remove a price or an unconfirmed reading',
    security: bearerSecurity,
    request: { params: itemParams, headers: ifMatchHeaders },
    responses: { 204: { description: 'Removed' }, ...refusals, ...ifMatchErrors },
  });
}
