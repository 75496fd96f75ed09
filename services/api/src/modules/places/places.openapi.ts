import { z } from 'zod';
import type { OpenAPIRegistry } from '@asteasolutions/zod-to-openapi';
import { PLACE_SUGGEST_LIMIT_MAX, placeSuggestResponseSchema } from '@petvet/shared';
import { errorResponses, json } from '../docs/openapi-helpers';

const suggestQueryDoc = z.object({
  q: z.string().min(1).max(100).describe('what was typed: the start of a place name or a postcode'),
  limit: z.number().int().min(1).max(PLACE_SUGGEST_LIMIT_MAX).optional().describe('default 8'),
});

export function registerPlacesPaths(registry: OpenAPIRegistry): void {
  registry.registerPath({
    method: 'get',
    path: '/api/places/suggest',
    tags: ['Places'],
    summary: 'Places whose names start with what was typed, most populous first',
    description:
      'Offline GeoNames gazetteer (places of 500 people or more, with their other names in any script), US ZIP and Canadian codes. One entry per place.',
    request: { query: suggestQueryDoc },
    responses: {
      200: { description: 'Suggestions', ...json(placeSuggestResponseSchema) },
      ...errorResponses(400),
    },
  });
}
