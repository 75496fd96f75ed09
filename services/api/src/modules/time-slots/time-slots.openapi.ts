import { z } from 'zod';
import type { OpenAPIRegistry } from '@asteasolutions/zod-to-openapi';
import {
  bulkTimeSlotsResponseSchema,
  bulkTimeSlotsSchema,
  createTimeSlotSchema,
  timeSlotSchema,
  generateSlotsRequestSchema,
  generateSlotsResponseSchema,
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

/** The business's own bookable time slots. */
export function registerTimeSlotsPaths(registry: OpenAPIRegistry): void {
  const common = { tags: ['Business time slots'], security: bearerSecurity };
  const base = '/api/vet-business/time-slots';
  registry.registerPath({
    ...common,
    method: 'get',
    path: base,
    summary: 'All slots, by date and start time',
    responses: {
      200: { description: 'Slots', ...json(z.array(timeSlotSchema)) },
      ...errorResponses(401, 403),
    },
  });
  registry.registerPath({
    ...common,
    method: 'post',
    path: base,
    summary:
      "Add one slot, dated from the clinic's today to a year ahead; 409 when it overlaps another",
    request: { headers: idempotencyHeaders, body: json(createTimeSlotSchema) },
    responses: {
      201: { description: 'Created', ...json(timeSlotSchema) },
      ...errorResponses(400, 401, 403, 404, 409),
      ...idempotencyErrors,
    },
  });
  registry.registerPath({
    ...common,
    method: 'post',
    path: `${base}/bulk`,
    summary:
      "Add up to 1000 slots, each dated from the clinic's today to a year ahead (else 400); overlapping ones are skipped and reported",
    request: { headers: idempotencyHeaders, body: json(bulkTimeSlotsSchema) },
    responses: {
      201: { description: 'Created and skipped', ...json(bulkTimeSlotsResponseSchema) },
      ...errorResponses(400, 401, 403, 404),
      ...idempotencyErrors,
    },
  });
  registry.registerPath({
    ...common,
    method: 'post',
    path: `${base}/generate`,
    summary:
      "Fill the next N days (from today on the clinic's clock) with 30-minute slots inside the working hours (without hours: Sundays off, 09:00-12:00 and 14:00-17:00), skipping closed days, past starts and time that already has a slot",
    request: { headers: idempotencyHeaders, body: json(generateSlotsRequestSchema) },
    responses: {
      200: { description: 'Created and existing', ...json(generateSlotsResponseSchema) },
      ...errorResponses(400, 401, 403),
      ...idempotencyErrors,
    },
  });
  registry.registerPath({
    ...common,
    method: 'delete',
    path: `${base}/{id}`,
    summary: 'Delete an unbooked slot (409 when booked)',
    request: { params: z.object({ id: z.string() }), headers: ifMatchHeaders },
    responses: {
      204: { description: 'Deleted' },
      ...errorResponses(401, 403, 404, 409),
      ...ifMatchErrors,
    },
  });
}
