import { z } from 'zod';
import type { OpenAPIRegistry } from '@asteasolutions/zod-to-openapi';
import {
  categoryInputSchema,
  categorySchema,
  serviceInputSchema,
  serviceSchema,
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

const params = { params: z.object({ id: z.string() }) };

/** The business's service categories and services (CRUD of each). */
export function registerCatalogPaths(registry: OpenAPIRegistry): void {
  const resources = [
    {
      base: '/api/services/categories',
      tag: 'Service categories',
      input: categoryInputSchema,
      output: categorySchema,
    },
    { base: '/api/services', tag: 'Services', input: serviceInputSchema, output: serviceSchema },
  ];
  for (const { base, tag, input, output } of resources) {
    const common = { tags: [tag], security: bearerSecurity };
    registry.registerPath({
      ...common,
      method: 'get',
      path: base,
      summary: `List ${tag.toLowerCase()} in display order`,
      responses: {
        200: { description: 'List', ...json(z.array(output)) },
        ...errorResponses(401, 403),
      },
    });
    registry.registerPath({
      ...common,
      method: 'post',
      path: base,
      summary: 'Create',
      request: { headers: idempotencyHeaders, body: json(input) },
      responses: {
        201: { description: 'Created', ...json(output) },
        ...errorResponses(400, 401, 403, 404),
        ...idempotencyErrors,
      },
    });
    registry.registerPath({
      ...common,
      method: 'put',
      path: `${base}/{id}`,
      summary: 'Replace',
      request: { ...params, headers: ifMatchHeaders, body: json(input) },
      responses: {
        200: { description: 'Saved', ...json(output) },
        ...errorResponses(400, 401, 403, 404),
        ...ifMatchErrors,
      },
    });
    registry.registerPath({
      ...common,
      method: 'delete',
      path: `${base}/{id}`,
      summary: tag === 'Services' ? 'Delete' : 'Delete, with its services',
      request: { ...params, headers: ifMatchHeaders },
      responses: {
        204: { description: 'Deleted' },
        ...errorResponses(401, 403, 404),
        ...ifMatchErrors,
      },
    });
  }
}
