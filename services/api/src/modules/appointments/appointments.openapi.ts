import { z } from 'zod';
import type { OpenAPIRegistry } from '@asteasolutions/zod-to-openapi';
import {
  businessAppointmentListSchema,
  businessAppointmentSchema,
  createAppointmentRequestSchema,
  ownerAppointmentListSchema,
  ownerAppointmentSchema,
  updateAppointmentStatusRequestSchema,
} from '@petvet/shared';
import {
  bearerSecurity,
  errorResponses,
  idempotencyErrors,
  idempotencyHeaders,
} from '../docs/openapi-helpers';

const json = <T>(schema: T) => ({ content: { 'application/json': { schema } } });
const idParams = z.object({ id: z.string().uuid() });

export function registerAppointmentsPaths(registry: OpenAPIRegistry): void {
  registry.registerPath({
    method: 'get',
    path: '/api/appointments',
    tags: ['Appointments'],
    summary:
      "The owner's appointments, soonest first (confirmed ones past their end read completed)",
    security: bearerSecurity,
    responses: {
      200: { description: 'Appointments', ...json(ownerAppointmentListSchema) },
      ...errorResponses(401, 403),
    },
  });
  registry.registerPath({
    method: 'post',
    path: '/api/appointments',
    tags: ['Appointments'],
    summary:
      'Book a slot for a pet, atomically: the slot must be the clinic’s, free, match the date and time, not past, and within 60 days (clinic time zone)',
    security: bearerSecurity,
    request: { headers: idempotencyHeaders, body: json(createAppointmentRequestSchema) },
    responses: {
      201: { description: 'Booked (status pending)', ...json(ownerAppointmentSchema) },
      ...errorResponses(400, 401, 403, 404, 409),
      ...idempotencyErrors,
    },
  });
  registry.registerPath({
    method: 'get',
    path: '/api/appointments/{id}/calendar.ics',
    tags: ['Appointments'],
    summary: 'The appointment as an iCalendar event in the clinic’s time zone',
    security: bearerSecurity,
    request: { params: idParams },
    responses: {
      200: { description: 'iCalendar file', content: { 'text/calendar': { schema: z.string() } } },
      ...errorResponses(400, 401, 403, 404),
    },
  });
  registry.registerPath({
    method: 'get',
    path: '/api/vet-business/appointments',
    tags: ['Business'],
    summary: "The clinic's appointments, soonest first",
    security: bearerSecurity,
    responses: {
      200: { description: 'Appointments', ...json(businessAppointmentListSchema) },
      ...errorResponses(401, 403),
    },
  });
  registry.registerPath({
    method: 'put',
    path: '/api/vet-business/appointments/{id}/status',
    tags: ['Business'],
    summary:
      'Set pending, confirmed or cancelled; cancelling frees the slot, restoring a cancelled one needs the slot still free',
    security: bearerSecurity,
    request: { params: idParams, body: json(updateAppointmentStatusRequestSchema) },
    responses: {
      200: { description: 'Updated', ...json(businessAppointmentSchema) },
      ...errorResponses(400, 401, 403, 404, 409),
    },
  });
}
