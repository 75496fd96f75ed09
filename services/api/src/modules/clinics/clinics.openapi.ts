import { z } from 'zod';
import type { OpenAPIRegistry } from '@asteasolutions/zod-to-openapi';
import {
  availableDaysQuerySchema,
  availableDaysSchema,
  availableSlotsQuerySchema,
  publicServiceSchema,
  publicTimeSlotSchema,
  clinicSchema,
  clinicSearchQuerySchema,
  clinicSearchResponseSchema,
} from '@petvet/shared';
import { errorResponses, json } from '../docs/openapi-helpers';

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
    summary: 'One clinic, with its next free time (nextAvailable) and cancellation cut-off',
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
    summary:
      "For a service (name or id of one of the clinic's services): every start on the date where it fits in the clinic's free published time, on a 15-minute step, each with the slot id to book and endTime = start + the service's duration. Without a service: the free slots of the date as published. Starts already begun on the clinic's clock, beyond the 60-day window, booked, or held for another owner are left out; a signed-in owner sees time held for them.",
    request: { params: z.object({ vetId: z.string() }), query: availableSlotsQuerySchema },
    responses: {
      200: { description: 'Start times', ...json(z.array(publicTimeSlotSchema)) },
      ...errorResponses(400, 404),
    },
  });
  registry.registerPath({
    method: 'get',
    path: '/api/vet-business/time-slots/available-days/{vetId}',
    tags,
    summary:
      "Each day from `from` (default the clinic's today) for `days` days (default 60) with how many starts of the service fit (the clinic's shortest service when none is named)",
    request: { params: z.object({ vetId: z.string() }), query: availableDaysQuerySchema },
    responses: {
      200: { description: 'Days with counts', ...json(availableDaysSchema) },
      ...errorResponses(400, 404),
    },
  });
}
