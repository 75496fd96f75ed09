import { z } from 'zod';
import type { OpenAPIRegistry } from '@asteasolutions/zod-to-openapi';
import {
  businessAppointmentListQuerySchema,
  cancelAppointmentRequestSchema,
  rescheduleAppointmentRequestSchema,
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
  ifMatchErrors,
  ifMatchHeaders,
  idParams,
  json,
} from '../docs/openapi-helpers';

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
      'Book a service for a pet from a start time, atomically: timeSlotId is the clinic’s published slot the start (appointmentTime, on the 15-minute step) falls in; the service (serviceType, the slot’s own when blank) decides the length, which must fit in contiguous free published time, not past and within 60 days (clinic time zone). Time held for another owner cannot be booked; the owner’s own hold is used up. 409 when any of the span is taken.',
    security: bearerSecurity,
    request: { headers: idempotencyHeaders, body: json(createAppointmentRequestSchema) },
    responses: {
      201: { description: 'Booked (status pending)', ...json(ownerAppointmentSchema) },
      ...errorResponses(400, 401, 403, 404, 409),
      ...idempotencyErrors,
    },
  });
  registry.registerPath({
    method: 'post',
    path: '/api/appointments/{id}/cancel',
    tags: ['Appointments'],
    summary:
      'The owner cancels their appointment (optional reason); its time is free at once. 409 inside the clinic’s cancellation cut-off (the text names it and the clinic’s phone) or when already cancelled or completed; another owner’s appointment is 404',
    security: bearerSecurity,
    request: { params: idParams, body: json(cancelAppointmentRequestSchema) },
    responses: {
      200: { description: 'Cancelled', ...json(ownerAppointmentSchema) },
      ...errorResponses(400, 401, 403, 404, 409),
    },
  });
  registry.registerPath({
    method: 'post',
    path: '/api/appointments/{id}/reschedule',
    tags: ['Appointments'],
    summary:
      'The owner moves their appointment to a start from the availability answer (timeSlotId, optional appointmentTime inside it), in one transaction: the old time is freed only if the new one is taken; status returns to pending. 409 when the new time is taken (nothing changes) or inside the cut-off',
    security: bearerSecurity,
    request: { params: idParams, body: json(rescheduleAppointmentRequestSchema) },
    responses: {
      200: { description: 'Moved (status pending)', ...json(ownerAppointmentSchema) },
      ...errorResponses(400, 401, 403, 404, 409),
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
    summary:
      "The clinic's appointments: upcoming ones soonest first, then past ones most recent first; q keeps those whose owner or pet name holds it",
    security: bearerSecurity,
    request: { query: businessAppointmentListQuerySchema },
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
      'Set pending, confirmed, cancelled (with a reason for the owner), completed or no_show; 409 for a change from cancelled, completed or no_show, and for completed or no_show before the start',
    security: bearerSecurity,
    request: {
      params: idParams,
      headers: ifMatchHeaders,
      body: json(updateAppointmentStatusRequestSchema),
    },
    responses: {
      200: { description: 'Updated', ...json(businessAppointmentSchema) },
      ...errorResponses(400, 401, 403, 404, 409),
      ...ifMatchErrors,
    },
  });
}
