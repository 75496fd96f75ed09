import type { OpenAPIRegistry } from '@asteasolutions/zod-to-openapi';
import { z } from 'zod';
import {
  bearerSecurity,
  errorResponses,
  idParams,
  idempotencyErrors,
  idempotencyHeaders,
  json,
} from '../docs/openapi-helpers';

/** A pet's vaccination certificate: downloaded, or emailed to its owner. */
export function registerCertificatePaths(registry: OpenAPIRegistry): void {
  const common = { tags: ['Health record'], security: bearerSecurity };
  registry.registerPath({
    ...common,
    method: 'get',
    path: '/api/users/pets/{id}/certificate.pdf',
    summary:
      "The pet's vaccination certificate as a PDF (owner only; hidden entries left off), sent as an attachment",
    request: { params: idParams },
    responses: {
      200: {
        description: 'The certificate',
        content: { 'application/pdf': { schema: z.string().describe('PDF document') } },
      },
      ...errorResponses(401, 403, 404),
    },
  });
  registry.registerPath({
    ...common,
    method: 'post',
    path: '/api/users/pets/{id}/certificate/email',
    summary:
      "Email the pet's certificate to its owner as a PDF attachment (sent through the outbox)",
    request: { params: idParams, headers: idempotencyHeaders },
    responses: {
      202: { description: 'Queued', ...json(z.object({ queued: z.literal(true) })) },
      ...errorResponses(401, 403, 404),
      ...idempotencyErrors,
    },
  });
}
