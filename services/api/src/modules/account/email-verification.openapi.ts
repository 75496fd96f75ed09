import type { OpenAPIRegistry } from '@asteasolutions/zod-to-openapi';
import { acceptedSchema, changeEmailSchema, verifyEmailSchema } from '@petvet/shared';
import { bearerSecurity, errorResponses, json } from '../docs/openapi-helpers';

/** Verifying an address, asking for the link again, and changing the address. */
export function registerEmailVerificationPaths(registry: OpenAPIRegistry): void {
  registry.registerPath({
    method: 'post',
    path: '/api/auth/verify-email',
    tags: ['Account'],
    summary:
      'Confirm an address from its emailed link (a new account, or the new address of a change); the link works once, 48 hours from its sending',
    request: { body: json(verifyEmailSchema) },
    responses: {
      200: { description: 'Confirmed', ...json(acceptedSchema) },
      ...errorResponses(400, 409, 413),
    },
  });
  registry.registerPath({
    method: 'post',
    path: '/api/auth/verify-email/resend',
    tags: ['Account'],
    summary: 'Send the verification email again (at most once a minute)',
    security: bearerSecurity,
    responses: {
      202: { description: 'Sent', ...json(acceptedSchema) },
      ...errorResponses(401, 409, 429),
    },
  });
  registry.registerPath({
    method: 'post',
    path: '/api/account/email',
    tags: ['Account'],
    summary:
      'Change the address: a link goes to the new one and a notice to the old one, which stays until the link is opened',
    security: bearerSecurity,
    request: { body: json(changeEmailSchema) },
    responses: {
      202: { description: 'Link sent to the new address', ...json(acceptedSchema) },
      ...errorResponses(400, 401, 409, 413),
    },
  });
}
