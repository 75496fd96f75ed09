import type { OpenAPIRegistry } from '@asteasolutions/zod-to-openapi';
import { z } from 'zod';
import {
  clinicEntryContextSchema,
  medicalRecordRequestSchema,
  medicalRecordSchema,
  patientDetailSchema,
  patientListQuerySchema,
  patientListSchema,
  vaccinationRequestSchema,
  vaccinationSchema,
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

const petParams = z.object({ petId: z.string().uuid() });
const entryParams = petParams.extend({ entryId: z.string().uuid() });

/** Each kind of entry a clinic writes: its path segment, its request and its answer. */
const KINDS = [
  ['medical-history', 'a medical record', medicalRecordRequestSchema, medicalRecordSchema],
  ['vaccinations', 'a vaccination', vaccinationRequestSchema, vaccinationSchema],
  ['weights', 'a weighing', weightEntryRequestSchema, weightEntrySchema],
] as const;

/** The clinic's side of the health record: the patients shared with it and its entries. */
export function registerPatientsPaths(registry: OpenAPIRegistry): void {
  const common = { tags: ['Health record'], security: bearerSecurity };
  registry.registerPath({
    ...common,
    method: 'get',
    path: '/api/vet-business/patients',
    summary:
      "The pets whose owners share their record with the clinic (vets, nurses, the practice owner); each listed pet's access log records the read",
    request: { query: patientListQuerySchema },
    responses: {
      200: { description: 'Patients by name', ...json(patientListSchema) },
      ...errorResponses(400, 401, 403),
    },
  });
  registry.registerPath({
    ...common,
    method: 'get',
    path: '/api/vet-business/patients/{petId}',
    summary:
      "The pet, its owner's contact, the whole record (less what the owner hid from other clinics) and its visits here; logged",
    request: { params: petParams },
    responses: {
      200: { description: 'The patient', ...json(patientDetailSchema) },
      ...errorResponses(401, 403, 404),
    },
  });
  for (const [kind, what, request, answer] of KINDS) {
    registry.registerPath({
      ...common,
      method: 'post',
      path: `/api/vet-business/patients/{petId}/${kind}`,
      summary: `Write ${what} from a confirmed or completed visit of this pet at the clinic; the owner is emailed`,
      request: {
        params: petParams,
        headers: idempotencyHeaders,
        body: json(z.intersection(request, clinicEntryContextSchema)),
      },
      responses: {
        201: {
          description: 'Written; marked with the clinic and the staff member',
          ...json(answer),
        },
        ...errorResponses(400, 401, 403, 404, 409),
        ...idempotencyErrors,
      },
    });
    registry.registerPath({
      ...common,
      method: 'put',
      path: `/api/vet-business/patients/{petId}/${kind}/{entryId}`,
      summary: `Correct ${what} this clinic wrote; what it said before is kept as a revision`,
      request: { params: entryParams, headers: ifMatchHeaders, body: json(request) },
      responses: {
        200: { description: 'Corrected; ETag is its new version', ...json(answer) },
        ...errorResponses(400, 401, 403, 404),
        ...ifMatchErrors,
      },
    });
  }
}
