import { z } from 'zod';
import type { OpenAPIRegistry } from '@asteasolutions/zod-to-openapi';
import { calendarFeedSchema } from '@petvet/shared';
import {
  bearerSecurity,
  errorResponses,
  ifMatchErrors,
  ifMatchHeaders,
  json,
} from '../docs/openapi-helpers';

export function registerCalendarPaths(registry: OpenAPIRegistry): void {
  registry.registerPath({
    method: 'get',
    path: '/api/calendar/feed',
    tags: ['Calendar'],
    summary:
      "The signed-in account's secret calendar address (an owner's visits, or a clinic's appointments), or null when it has none",
    security: bearerSecurity,
    responses: {
      200: { description: 'The address', ...json(calendarFeedSchema) },
      ...errorResponses(401),
    },
  });
  registry.registerPath({
    method: 'post',
    path: '/api/calendar/feed',
    tags: ['Calendar'],
    summary: 'Makes a new secret calendar address; the previous one stops working at once',
    security: bearerSecurity,
    responses: {
      200: { description: 'The new address', ...json(calendarFeedSchema) },
      ...errorResponses(401),
    },
  });
  registry.registerPath({
    method: 'delete',
    path: '/api/calendar/feed',
    tags: ['Calendar'],
    summary:
      'Revokes the secret calendar address; with If-Match, only the address that version names (412 when it was replaced since)',
    security: bearerSecurity,
    request: { headers: ifMatchHeaders },
    responses: {
      204: { description: 'Revoked (or there was none)' },
      ...errorResponses(401),
      ...ifMatchErrors,
    },
  });
  registry.registerPath({
    method: 'get',
    path: '/api/calendar/{token}.ics',
    tags: ['Calendar'],
    summary:
      "An account's appointments still ahead (pending and confirmed) as an iCalendar feed for calendar apps to subscribe to; the token in the address is the only credential",
    request: { params: z.object({ token: z.string() }) },
    responses: {
      200: {
        description: 'iCalendar (METHOD:PUBLISH), one VEVENT per appointment',
        content: { 'text/calendar': { schema: z.string() } },
      },
      ...errorResponses(404),
    },
  });
  registry.registerPath({
    method: 'get',
    path: '/api/calendar/visits/{token}.ics',
    tags: ['Calendar'],
    summary:
      'One visit as an iCalendar file: the "Add to calendar" link of its emails. The token names the visit and is signed by the server, so the link opens without signing in and cannot be made up',
    request: { params: z.object({ token: z.string() }) },
    responses: {
      200: {
        description:
          'iCalendar with the same UID as the emailed invitation: METHOD:PUBLISH, or METHOD:CANCEL once the visit is cancelled',
        content: { 'text/calendar': { schema: z.string() } },
      },
      ...errorResponses(404),
    },
  });
}
