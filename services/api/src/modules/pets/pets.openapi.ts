import { z } from 'zod';
import type { OpenAPIRegistry } from '@asteasolutions/zod-to-openapi';
import {
  medicalRecordListSchema,
  medicalRecordRequestSchema,
  medicalRecordSchema,
  petListSchema,
  petRequestSchema,
  petSchema,
  vaccinationListSchema,
  vaccinationRequestSchema,
  vaccinationSchema,
  weightEntryListSchema,
  weightEntryRequestSchema,
  weightEntrySchema,
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

const petParams = z.object({ id: z.string().uuid() });
const recordParams = petParams.extend({ recordId: z.string().uuid() });
const vaccinationParams = petParams.extend({ vaccinationId: z.string().uuid() });

export function registerPetsPaths(registry: OpenAPIRegistry): void {
  const path = (
    method: 'get' | 'post' | 'put' | 'delete',
    url: string,
    summary: string,
    responses: Parameters<OpenAPIRegistry['registerPath']>[0]['responses'],
    body?: z.ZodType,
  ) =>
    registry.registerPath({
      method,
      path: url,
      tags: ['Pets'],
      summary,
      security: bearerSecurity,
      request: {
        ...(method === 'post' ? { headers: idempotencyHeaders } : {}),
        ...(method === 'put' || method === 'delete' ? { headers: ifMatchHeaders } : {}),
        ...(url.includes('{id}')
          ? {
              params: url.includes('{recordId}')
                ? recordParams
                : url.includes('{vaccinationId}')
                  ? vaccinationParams
                  : petParams,
            }
          : {}),
        ...(body ? { body: json(body) } : {}),
      },
      responses: {
        ...responses,
        ...errorResponses(400, 401, 403, 404),
        ...(method === 'post' ? idempotencyErrors : {}),
        ...(method === 'put' || method === 'delete' ? ifMatchErrors : {}),
      },
    });

  path('get', '/api/users/pets', "The owner's pets, in the order added", {
    200: { description: 'Pets', ...json(petListSchema) },
  });
  path(
    'post',
    '/api/users/pets',
    'Add a pet',
    { 201: { description: 'Created', ...json(petSchema) } },
    petRequestSchema,
  );
  path(
    'put',
    '/api/users/pets/{id}',
    'Replace a pet: optional fields left out keep their value, null or "" clears one',
    { 200: { description: 'Updated', ...json(petSchema) } },
    petRequestSchema,
  );
  path('get', '/api/users/pets/{id}', 'One pet; its ETag is its version', {
    200: { description: 'The pet', ...json(petSchema) },
  });
  path('delete', '/api/users/pets/{id}', 'Delete a pet and its records', {
    204: { description: 'Deleted' },
  });
  path('delete', '/api/api/users/pets/{id}', 'Delete a pet (alias with a doubled prefix)', {
    204: { description: 'Deleted' },
  });
  path('get', '/api/users/pets/{id}/medical-history', 'Medical records, newest first', {
    200: { description: 'Records', ...json(medicalRecordListSchema) },
  });
  path(
    'post',
    '/api/users/pets/{id}/medical-history',
    'Add a medical record',
    { 201: { description: 'Created', ...json(medicalRecordSchema) } },
    medicalRecordRequestSchema,
  );
  path('get', '/api/users/pets/{id}/vaccinations', 'Vaccinations, newest first', {
    200: { description: 'Vaccinations', ...json(vaccinationListSchema) },
  });
  path(
    'post',
    '/api/users/pets/{id}/vaccinations',
    'Add a vaccination',
    { 201: { description: 'Created', ...json(vaccinationSchema) } },
    vaccinationRequestSchema,
  );
  path(
    'put',
    '/api/users/pets/{id}/medical-history/{recordId}',
    'Replace a medical record (the rules of adding one; fields left out are cleared)',
    { 200: { description: 'Updated; ETag is its new version', ...json(medicalRecordSchema) } },
    medicalRecordRequestSchema,
  );
  path('delete', '/api/users/pets/{id}/medical-history/{recordId}', 'Delete a medical record', {
    204: { description: 'Deleted' },
  });
  path(
    'put',
    '/api/users/pets/{id}/vaccinations/{vaccinationId}',
    'Replace a vaccination (the rules of adding one; fields left out are cleared)',
    { 200: { description: 'Updated; ETag is its new version', ...json(vaccinationSchema) } },
    vaccinationRequestSchema,
  );
  path('delete', '/api/users/pets/{id}/vaccinations/{vaccinationId}', 'Delete a vaccination', {
    204: { description: 'Deleted' },
  });
  path('get', '/api/users/pets/{id}/weights', 'Weighings, newest first', {
    200: { description: 'Weights', ...json(weightEntryListSchema) },
  });
  path(
    'post',
    '/api/users/pets/{id}/weights',
    "Add a weighing; the pet's weight becomes the latest entry's",
    { 201: { description: 'Created', ...json(weightEntrySchema) } },
    weightEntryRequestSchema,
  );
}
