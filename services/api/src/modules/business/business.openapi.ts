import type { OpenAPIRegistry } from '@asteasolutions/zod-to-openapi';
import {
  businessProfileInputSchema,
  businessProfileSchema,
  businessStatsSchema,
} from '@petvet/shared';
import {
  bearerSecurity,
  errorResponses,
  ifMatchErrors,
  ifMatchHeaders,
  json,
} from '../docs/openapi-helpers';

/** The business's own clinic profile and dashboard figures. */
export function registerBusinessPaths(registry: OpenAPIRegistry): void {
  const common = { tags: ['Business'], security: bearerSecurity };
  registry.registerPath({
    ...common,
    method: 'get',
    path: '/api/vet-business/profile',
    summary: 'The clinic profile; 404 until it is first saved',
    responses: {
      200: { description: 'Profile', ...json(businessProfileSchema) },
      ...errorResponses(401, 403, 404),
    },
  });
  registry.registerPath({
    ...common,
    method: 'put',
    path: '/api/vet-business/profile',
    summary:
      'Replace the whole profile (a field left out keeps its value); coordinates, city, postcode, country and zone derived from the address when not given',
    request: { headers: ifMatchHeaders, body: json(businessProfileInputSchema) },
    responses: {
      200: { description: 'Saved profile', ...json(businessProfileSchema) },
      ...errorResponses(400, 401, 403),
      ...ifMatchErrors,
    },
  });
  registry.registerPath({
    ...common,
    method: 'get',
    path: '/api/vet-business/stats',
    summary:
      "Today's and this month's appointments (clinic time zone), rating, active patients, monthly revenue",
    responses: {
      200: { description: 'Figures', ...json(businessStatsSchema) },
      ...errorResponses(401, 403),
    },
  });
}
