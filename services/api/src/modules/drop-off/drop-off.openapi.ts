import { z } from 'zod';
import type { OpenAPIRegistry } from '@asteasolutions/zod-to-openapi';
import {
  createDropOffRequestSchema,
  dropOffAppointmentSchema,
  dropOffDayListSchema,
  dropOffSettingsInputSchema,
  dropOffSettingsSchema,
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

/** Drop-offs: the clinic's settings, the days an owner may choose, and the booking of one. */
export function registerDropOffPaths(registry: OpenAPIRegistry): void {
  const settings = {
    tags: ['Drop-off'],
    security: bearerSecurity,
    path: '/api/vet-business/drop-off',
  };
  registry.registerPath({
    ...settings,
    method: 'get',
    summary: "The clinic's drop-off settings (no windows until it sets them), with their version",
    responses: {
      200: { description: 'Settings', ...json(dropOffSettingsSchema) },
      ...errorResponses(401, 403),
    },
  });
  registry.registerPath({
    ...settings,
    method: 'put',
    summary:
      'Replace the admission windows, collection time, total daily cap and theatre clinician',
    request: { headers: ifMatchHeaders, body: json(dropOffSettingsInputSchema) },
    responses: {
      200: { description: 'Saved, with the new version', ...json(dropOffSettingsSchema) },
      ...errorResponses(400, 401, 403, 404),
      ...ifMatchErrors,
    },
  });
  registry.registerPath({
    tags: ['Drop-off'],
    method: 'get',
    path: '/api/vets/{vetId}/drop-off-days',
    summary:
      'Days a drop-off service can be booked: an admission window, not closed, within the booking window, with places left',
    request: {
      params: z.object({ vetId: z.string() }),
      query: z.object({ serviceId: z.string(), from: z.string(), to: z.string() }),
    },
    responses: {
      200: { description: 'Days', ...json(dropOffDayListSchema) },
      ...errorResponses(400, 404, 422),
    },
  });
  registry.registerPath({
    tags: ['Drop-off'],
    security: bearerSecurity,
    method: 'post',
    path: '/api/drop-offs',
    summary:
      "Book a pet in for a drop-off day: 409 DROP_OFF_FULL when the service's or the clinic's cap is used up, 409 DAY_CLOSED without an admission window, 422 SERVICE_NOT_OFFERED for a species the service is not for",
    request: { headers: idempotencyHeaders, body: json(createDropOffRequestSchema) },
    responses: {
      201: {
        description: "The owner's appointment, kind drop_off",
        ...json(dropOffAppointmentSchema),
      },
      ...errorResponses(400, 401, 403, 404, 409, 422),
      ...idempotencyErrors,
    },
  });
}
