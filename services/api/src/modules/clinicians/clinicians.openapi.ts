import { z } from 'zod';
import type { OpenAPIRegistry } from '@asteasolutions/zod-to-openapi';
import { clinicianInputSchema, clinicianSchema, roomInputSchema, roomSchema } from '@petvet/shared';
import {
  bearerSecurity,
  errorResponses,
  idempotencyErrors,
  idempotencyHeaders,
  ifMatchErrors,
  ifMatchHeaders,
  json,
} from '../docs/openapi-helpers';

const params = { params: z.object({ id: z.string() }) };

/** The clinic's clinicians and rooms (CRUD of each; removal keeps past visits' names). */
export function registerCliniciansPaths(registry: OpenAPIRegistry): void {
  const resources = [
    {
      base: '/api/vet-business/clinicians',
      tag: 'Clinicians',
      input: clinicianInputSchema,
      output: clinicianSchema,
      list: 'The live clinicians, earliest hired first',
      create:
        "Add a clinician. serviceIds null (or left out): every service; workingHours null: the clinic's. A service id that is not the clinic's answers 422 SERVICE_NOT_OFFERED",
      put: 'Replace; left-out photoUrl, serviceIds and workingHours keep their value, null resets them. Their published time is left as it is',
      remove:
        'Take off the team (their past visits keep them); refused with 409 CLINICIAN_HAS_BOOKINGS while they have live visits to come (listed in details) and 409 LAST_CLINICIAN for the only one. Their free time to come is withdrawn',
    },
    {
      base: '/api/vet-business/rooms',
      tag: 'Rooms',
      input: roomInputSchema,
      output: roomSchema,
      list: 'The live rooms by name',
      create: 'Add a room or piece of equipment a service may need',
      put: 'Rename',
      remove: 'Remove; refused with 409 CONFLICT while a service needs it (listed in details)',
    },
  ];
  for (const { base, tag, input, output, ...summary } of resources) {
    const common = { tags: [tag], security: bearerSecurity };
    registry.registerPath({
      ...common,
      method: 'get',
      path: base,
      summary: summary.list,
      responses: {
        200: { description: 'List, each with its version', ...json(z.array(output)) },
        ...errorResponses(401, 403),
      },
    });
    registry.registerPath({
      ...common,
      method: 'post',
      path: base,
      summary: summary.create,
      request: { headers: idempotencyHeaders, body: json(input) },
      responses: {
        201: { description: 'Created', ...json(output) },
        ...errorResponses(400, 401, 403),
        ...idempotencyErrors,
      },
    });
    registry.registerPath({
      ...common,
      method: 'put',
      path: `${base}/{id}`,
      summary: summary.put,
      request: { ...params, headers: ifMatchHeaders, body: json(input) },
      responses: {
        200: { description: 'Saved (ETag: its new version)', ...json(output) },
        ...errorResponses(400, 401, 403, 404, 422),
        ...ifMatchErrors,
      },
    });
    registry.registerPath({
      ...common,
      method: 'delete',
      path: `${base}/{id}`,
      summary: summary.remove,
      request: { ...params, headers: ifMatchHeaders },
      responses: {
        204: { description: 'Removed' },
        ...errorResponses(401, 403, 404, 409),
        ...ifMatchErrors,
      },
    });
  }
}
