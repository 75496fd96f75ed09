import type { OpenAPIRegistry } from '@asteasolutions/zod-to-openapi';
import { z } from 'zod';
import {
  accountSettingsSchema,
  authResponseSchema,
  authUserSchema,
  loginRequestSchema,
  registerRequestSchema,
  totpRequiredSchema,
} from '@petvet/shared';
import { bearerSecurity, errorResponses } from '../docs/openapi-helpers';

export function registerAuthPaths(registry: OpenAPIRegistry): void {
  const json = <T>(schema: T) => ({ content: { 'application/json': { schema } } });

  registry.registerPath({
    method: 'post',
    path: '/api/auth/register',
    tags: ['Auth'],
    summary: 'Create an account (a vet_business account gets its empty clinic)',
    request: { body: json(registerRequestSchema) },
    responses: {
      201: { description: 'Created and signed in', ...json(authResponseSchema) },
      ...errorResponses(400, 409, 413, 429),
    },
  });
  registry.registerPath({
    method: 'post',
    path: '/api/auth/login',
    tags: ['Auth'],
    summary: 'Sign in',
    request: { body: json(loginRequestSchema) },
    responses: {
      200: {
        description:
          'Signed in; or, for an account with a second factor, a challenge for POST /api/auth/login/totp',
        ...json(z.union([authResponseSchema, totpRequiredSchema])),
      },
      ...errorResponses(400, 401, 429),
    },
  });
  registry.registerPath({
    method: 'get',
    path: '/api/auth/me',
    tags: ['Auth'],
    summary: 'The signed-in user',
    security: bearerSecurity,
    responses: {
      200: { description: 'The user', ...json(authUserSchema) },
      ...errorResponses(401),
    },
  });
  registry.registerPath({
    method: 'patch',
    path: '/api/account',
    tags: ['Auth'],
    summary: "The account's settings: its language (en, de, fr, es) for its screens and emails",
    security: bearerSecurity,
    request: { body: json(accountSettingsSchema) },
    responses: {
      200: { description: 'The user, as /api/auth/me answers it', ...json(authUserSchema) },
      ...errorResponses(400, 401),
    },
  });
}
