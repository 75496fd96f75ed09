import type { OpenAPIRegistry } from '@asteasolutions/zod-to-openapi';
import {
  acceptedSchema,
  changePasswordSchema,
  passwordResetConfirmSchema,
  passwordResetRequestSchema,
} from '@petvet/shared';
import { bearerSecurity, errorResponses, json } from '../docs/openapi-helpers';

/** Password reset by email, and the signed-in change of password. */
export function registerPasswordPaths(registry: OpenAPIRegistry): void {
  registry.registerPath({
    method: 'post',
    path: '/api/auth/password-reset',
    tags: ['Auth'],
    summary:
      'Email a link to choose a new password. Always 202 with the same body, whether or not the address has an account',
    request: { body: json(passwordResetRequestSchema) },
    responses: {
      202: {
        description: 'Accepted (an email is sent if the address has an account)',
        ...json(acceptedSchema),
      },
      ...errorResponses(400, 413, 429),
    },
  });
  registry.registerPath({
    method: 'post',
    path: '/api/auth/password-reset/confirm',
    tags: ['Auth'],
    summary:
      "Set a new password from the emailed link's token (single use, 60 minutes); ends every session of the account and signs nobody in",
    request: { body: json(passwordResetConfirmSchema) },
    responses: {
      200: { description: 'Password set; sign in with it', ...json(acceptedSchema) },
      ...errorResponses(400, 413, 429),
    },
  });
  registry.registerPath({
    method: 'post',
    path: '/api/account/password',
    tags: ['Account'],
    summary:
      'Change the password after typing the current one (a wrong one: 400 on currentPassword); every other session ends',
    security: bearerSecurity,
    request: { body: json(changePasswordSchema) },
    responses: {
      200: { description: 'Password changed', ...json(acceptedSchema) },
      ...errorResponses(400, 401, 413, 429),
    },
  });
}
