import { z } from 'zod';
import type { OpenAPIRegistry } from '@asteasolutions/zod-to-openapi';
import {
  createWaitlistEntrySchema,
  waitlistEntryListSchema,
  waitlistEntrySchema,
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

export function registerWaitlistPaths(registry: OpenAPIRegistry): void {
  registry.registerPath({
    method: 'post',
    path: '/api/waitlist',
    tags: ['Waitlist'],
    summary:
      "Join a clinic's waitlist for a date with a pet (and a service, else the clinic's shortest): freed time is offered to the oldest waiting owner, held for them alone for 15 minutes",
    security: bearerSecurity,
    request: { headers: idempotencyHeaders, body: json(createWaitlistEntrySchema) },
    responses: {
      201: { description: 'On the waitlist', ...json(waitlistEntrySchema) },
      ...errorResponses(400, 401, 403, 404),
      ...idempotencyErrors,
      409: {
        description:
          'Already waiting for that clinic, date and pet, or the clinic is closed that day (DAY_CLOSED), or an Idempotency-Key in use',
        ...errorResponses(409)['409'],
      },
    },
  });
  registry.registerPath({
    method: 'get',
    path: '/api/waitlist',
    tags: ['Waitlist'],
    summary: "The owner's waits still ahead, oldest first, each with its live offer or null",
    security: bearerSecurity,
    responses: {
      200: { description: 'Waitlist entries', ...json(waitlistEntryListSchema) },
      ...errorResponses(401, 403),
    },
  });
  registry.registerPath({
    method: 'delete',
    path: '/api/waitlist/{id}',
    tags: ['Waitlist'],
    summary: 'Leave the waitlist; time held for this entry passes to the next in line',
    security: bearerSecurity,
    request: { params: z.object({ id: z.string().uuid() }), headers: ifMatchHeaders },
    responses: {
      204: { description: 'Left the waitlist' },
      ...errorResponses(401, 403, 404),
      ...ifMatchErrors,
    },
  });
}
