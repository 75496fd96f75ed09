import { z } from 'zod';
import type { OpenAPIRegistry } from '@asteasolutions/zod-to-openapi';
import {
  businessPriceListSchema,
  priceListMappingInputSchema,
  publicPriceListSchema,
} from '@petvet/shared';
import {
  bearerSecurity,
  errorResponses,
  ifMatchErrors,
  ifMatchHeaders,
  json,
} from '../docs/openapi-helpers';

/** The clinic's standard price list: its mapping in the dashboard, and the public list. */
export function registerPriceListPaths(registry: OpenAPIRegistry): void {
  registry.registerPath({
    method: 'get',
    path: '/api/vets/{vetId}/price-list',
    tags: ['Price list'],
    summary:
      "A clinic's prices on the standard list: the five groups in order, prices including VAT per pet band, inclusions, the typical-case statement, when it last changed, and the services outside the list",
    request: { params: z.object({ vetId: z.string() }) },
    responses: {
      200: { description: 'The price list', ...json(publicPriceListSchema) },
      ...errorResponses(404),
    },
  });
  registry.registerPath({
    method: 'get',
    path: '/api/vet-business/price-list',
    tags: ['Price list'],
    security: bearerSecurity,
    summary:
      "The clinic's services with their standard service, band and inclusions, the mapping suggested from each name, and the standard services not priced yet",
    responses: {
      200: { description: 'The price list being edited', ...json(businessPriceListSchema) },
      ...errorResponses(401, 403),
    },
  });
  registry.registerPath({
    method: 'put',
    path: '/api/vet-business/price-list/{id}',
    tags: ['Price list'],
    security: bearerSecurity,
    summary:
      "Map one of the clinic's services to a standard service and band (standardService null: outside the list), with the inclusions ticked for a surgical item",
    request: {
      params: z.object({ id: z.string().describe('The service id') }),
      headers: ifMatchHeaders,
      body: json(priceListMappingInputSchema),
    },
    responses: {
      200: { description: 'The price list after the change', ...json(businessPriceListSchema) },
      ...errorResponses(400, 401, 403, 404),
      ...ifMatchErrors,
    },
  });
}
