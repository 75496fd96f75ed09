import { z } from 'zod';
import type { OpenAPIRegistry } from '@asteasolutions/zod-to-openapi';
import {
  availableSlotsQuerySchema,
  publicServiceSchema,
  publicTimeSlotSchema,
  clinicSchema,
  clinicSearchQuerySchema,
  clinicSearchResponseSchema,
} from '@petvet/shared';
import { errorResponses } from '../docs/openapi-helpers';

const json = <T>(schema: T) => ({ content: { 'application/json': { schema } } });

/** The public clinic endpoints (no token). */
export function registerClinicsPaths(registry: OpenAPIRegistry): void {
  const tags = ['Clinics'];

  registry.registerPath({
    method: 'get',
    path: '/api/vets',
    tags,
    summary:
      'Clinics within radius km (1-200, default 10) of a city or postcode, nearest first, at most 100',
    request: { query: clinicSearchQuerySchema },
    responses: {
      200: {
        description: 'Clinics; source tells whether the place was found',
        ...json(clinicSearchResponseSchema),
      },
      ...errorResponses(400),
    },
  });
  registry.registerPath({
    method: 'get',
    path: '/api/vets/{id}',
    tags,
    summary: 'One clinic',
    request: { params: z.object({ id: z.string() }) },
    responses: {
      200: { description: 'The clinic', ...json(clinicSchema) },
      ...errorResponses(404),
    },
  });
  registry.registerPath({
    method: 'get',
    path: '/api/services/public/{vetId}',
    tags,
    summary: "A clinic's services by category then service display order",
    request: { params: z.object({ vetId: z.string() }) },
    responses: {
      200: { description: 'Services', ...json(z.array(publicServiceSchema)) },
      ...errorResponses(404),
    },
  });
  registry.registerPath({
    method: 'get',
    path: '/api/vet-business/time-slots/available/{vetId}',
    tags,
    summary: "Unbooked slots of a date (and service) not yet begun on the clinic's own clock",
    request: { params: z.object({ vetId: z.string() }), query: availableSlotsQuerySchema },
    responses: {
      200: { description: 'Slots', ...json(z.array(publicTimeSlotSchema)) },
      ...errorResponses(400, 404),
    },
  });
}
