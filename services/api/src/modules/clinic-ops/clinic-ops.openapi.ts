import type { OpenAPIRegistry } from '@asteasolutions/zod-to-openapi';
import type { z } from 'zod';
import {
  appointmentDetailsSchema,
  authResponseSchema,
  businessAppointmentSchema,
  claimAccountRequestSchema,
  newClientBookingRequestSchema,
  calendarMonthQuerySchema,
  calendarMonthSchema,
  calendarQuerySchema,
  calendarSchema,
  clinicRescheduleRequestSchema,
  closureListSchema,
  closurePreviewQuerySchema,
  closurePreviewSchema,
  createClosureRequestSchema,
  createClosureResponseSchema,
  insightsQuerySchema,
  insightsSchema,
  ownerLookupQuerySchema,
  ownerLookupSchema,
  phoneBookingRequestSchema,
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

/** Closures, the calendar, insights, phone-in bookings and clinic moves. */
export function registerClinicOpsPaths(registry: OpenAPIRegistry): void {
  const common = { tags: ['Business'], security: bearerSecurity };
  registry.registerPath({
    ...common,
    method: 'get',
    path: '/api/vet-business/closures',
    summary: "The clinic's closures, latest first",
    responses: {
      200: { description: 'Closures', ...json(closureListSchema) },
      ...errorResponses(401, 403),
    },
  });
  registry.registerPath({
    ...common,
    method: 'get',
    path: '/api/vet-business/closures/preview',
    summary: 'What a closure of these dates would remove: free slots and live appointments',
    request: { query: closurePreviewQuerySchema },
    responses: {
      200: { description: 'Preview', ...json(closurePreviewSchema) },
      ...errorResponses(400, 401, 403),
    },
  });
  registry.registerPath({
    ...common,
    method: 'post',
    path: '/api/vet-business/closures',
    summary:
      'Close the clinic for a date range: its free slots go; with cancelAppointments true its live appointments are cancelled with the reason and the owners emailed, with false they are kept; without it a range holding live appointments is refused (409 CLOSURE_HAS_BOOKINGS, one detail per appointment)',
    request: { headers: idempotencyHeaders, body: json(createClosureRequestSchema) },
    responses: {
      201: { description: 'Closure', ...json(createClosureResponseSchema) },
      ...errorResponses(400, 401, 403),
      ...idempotencyErrors,
      409: {
        description:
          'Appointments are booked in the range and cancelAppointments was not given (or an Idempotency-Key in use)',
        ...errorResponses(409)['409'],
      },
    },
  });
  registry.registerPath({
    ...common,
    method: 'delete',
    path: '/api/vet-business/closures/{id}',
    summary: 'Remove a closure (removed slots are not restored)',
    request: { params: idParams, headers: ifMatchHeaders },
    responses: {
      204: { description: 'Removed' },
      ...errorResponses(401, 403, 404),
      ...ifMatchErrors,
    },
  });
  registry.registerPath({
    ...common,
    method: 'get',
    path: '/api/vet-business/calendar',
    summary: "Slots and appointments of a date range (at most 42 days), with the clinic's zone",
    request: { query: calendarQuerySchema },
    responses: {
      200: { description: 'Calendar', ...json(calendarSchema) },
      ...errorResponses(400, 401, 403),
    },
  });
  registry.registerPath({
    ...common,
    method: 'get',
    path: '/api/vet-business/calendar/month',
    summary: 'Appointments and free slots per day of a month',
    request: { query: calendarMonthQuerySchema },
    responses: {
      200: { description: 'Month', ...json(calendarMonthSchema) },
      ...errorResponses(400, 401, 403),
    },
  });
  registry.registerPath({
    ...common,
    method: 'get',
    path: '/api/vet-business/insights',
    summary:
      "Bookings and revenue per week (ISO week start), no-show rate, busiest hours, services by revenue, new vs returning owners, rating by month; amounts in the clinic's currency",
    request: { query: insightsQuerySchema },
    responses: {
      200: { description: 'Insights', ...json(insightsSchema) },
      ...errorResponses(400, 401, 403),
    },
  });
  registry.registerPath({
    ...common,
    method: 'get',
    path: '/api/vet-business/owners/lookup',
    summary:
      "A pet owner's name and pets by email, for a phone-in booking; 404 for any other address",
    request: { query: ownerLookupQuerySchema },
    responses: {
      200: { description: 'Owner', ...json(ownerLookupSchema) },
      ...errorResponses(400, 401, 403, 404),
    },
  });
  // The front desk's two bookings respond alike: the confirmed appointment, retried safely by key.
  const deskBooking = (path: string, summary: string, body: z.ZodType) =>
    registry.registerPath({
      ...common,
      method: 'post',
      path,
      summary,
      request: { headers: idempotencyHeaders, body: json(body) },
      responses: {
        201: { description: 'Booked appointment', ...json(businessAppointmentSchema) },
        ...errorResponses(400, 401, 403, 404, 409),
        ...idempotencyErrors,
      },
    });
  deskBooking(
    '/api/vet-business/appointments',
    'Book by phone for an existing owner: confirmed at once, the owner emailed',
    phoneBookingRequestSchema,
  );
  deskBooking(
    '/api/vet-business/appointments/new-client',
    'Book by phone for a caller without an account: the client (no password yet) and the pet are made, confirmed at once; with an email the owner is sent a 7-day link to set a password',
    newClientBookingRequestSchema,
  );
  registry.registerPath({
    ...common,
    method: 'get',
    path: '/api/vet-business/appointments/{id}/details',
    summary: "One appointment in full: the pet, the owner's contact, the pet's visits here",
    request: { params: idParams },
    responses: {
      200: { description: 'Appointment details', ...json(appointmentDetailsSchema) },
      ...errorResponses(400, 401, 403, 404),
    },
  });
  registry.registerPath({
    tags: ['Auth'],
    method: 'post',
    path: '/api/auth/claim-account',
    summary:
      'Set the first password of an account the clinic made, from the emailed link (once, 7 days); signs in',
    request: { body: json(claimAccountRequestSchema) },
    responses: {
      200: { description: 'Signed in', ...json(authResponseSchema) },
      ...errorResponses(400, 404),
    },
  });
  registry.registerPath({
    ...common,
    method: 'post',
    path: '/api/vet-business/appointments/{id}/reschedule',
    summary: 'Move an appointment to a free time (no cut-off for the clinic); the owner emailed',
    request: { params: idParams, body: json(clinicRescheduleRequestSchema) },
    responses: {
      200: { description: 'Moved appointment', ...json(businessAppointmentSchema) },
      ...errorResponses(400, 401, 403, 404, 409),
    },
  });
}
