import type { OpenAPIRegistry } from '@asteasolutions/zod-to-openapi';
import { z } from 'zod';
import {
  entryHiddenRequestSchema,
  medicalRecordSchema,
  petSharingListSchema,
  petSharingRequestSchema,
  petSharingSchema,
  recordReadListSchema,
  vaccinationSchema,
  weightEntrySchema,
} from '@petvet/shared';
import {
  bearerSecurity,
  errorResponses,
  idParams,
  ifMatchErrors,
  ifMatchHeaders,
  json,
} from '../docs/openapi-helpers';

const entryParams = idParams.extend({ entryId: z.string().uuid() });
const clinicParams = idParams.extend({ clinicId: z.string().uuid() });

/** The owner's side of the health record: sharing with clinics, the access log, hiding. */
export function registerSharingPaths(registry: OpenAPIRegistry): void {
  const common = { tags: ['Health record'], security: bearerSecurity };
  registry.registerPath({
    ...common,
    method: 'get',
    path: '/api/users/pets/{id}/sharing',
    summary:
      'Every clinic the pet has a sharing choice with or a visit at, by clinic name (shared false when never chosen)',
    request: { params: idParams },
    responses: {
      200: { description: 'The sharing list', ...json(petSharingListSchema) },
      ...errorResponses(401, 403, 404),
    },
  });
  registry.registerPath({
    ...common,
    method: 'put',
    path: '/api/users/pets/{id}/sharing/{clinicId}',
    summary:
      "Share the pet's record with the clinic or revoke it (revoking holds from the clinic's next request); If-Match optional",
    request: {
      params: clinicParams,
      headers: ifMatchHeaders,
      body: { content: { 'application/json': { schema: petSharingRequestSchema } } },
    },
    responses: {
      200: { description: 'The choice saved', ...json(petSharingSchema) },
      ...errorResponses(400, 401, 403, 404),
      ...ifMatchErrors,
    },
  });
  registry.registerPath({
    ...common,
    method: 'get',
    path: '/api/users/pets/{id}/access-log',
    summary: "Every read of the pet's record by a clinic's staff, newest first (at most 200)",
    request: { params: idParams },
    responses: {
      200: { description: 'The access log', ...json(recordReadListSchema) },
      ...errorResponses(401, 403, 404),
    },
  });
  const hideable = [
    ['medical-history', medicalRecordSchema],
    ['vaccinations', vaccinationSchema],
    ['weights', weightEntrySchema],
  ] as const;
  for (const [kind, schema] of hideable) {
    registry.registerPath({
      ...common,
      method: 'put',
      path: `/api/users/pets/{id}/${kind}/{entryId}/hidden`,
      summary:
        "Hide or show again an entry a clinic wrote (409 for the owner's own entries, which are deleted instead)",
      request: {
        params: entryParams,
        headers: ifMatchHeaders,
        body: { content: { 'application/json': { schema: entryHiddenRequestSchema } } },
      },
      responses: {
        200: { description: 'The entry', ...json(schema) },
        ...errorResponses(400, 401, 403, 404, 409),
        ...ifMatchErrors,
      },
    });
  }
}
