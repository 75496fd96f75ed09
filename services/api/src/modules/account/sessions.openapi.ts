import type { OpenAPIRegistry } from '@asteasolutions/zod-to-openapi';
import { sessionIdParamsSchema, sessionListSchema, sessionsEndedSchema } from '@petvet/shared';
import { bearerSecurity, errorResponses, json } from '../docs/openapi-helpers';

export function registerSessionsPaths(registry: OpenAPIRegistry): void {
  registry.registerPath({
    method: 'get',
    path: '/api/account/sessions',
    tags: ['Account'],
    summary: "The account's signed-in devices, the most recently seen first (current: this one)",
    security: bearerSecurity,
    responses: {
      200: { description: 'The live sessions', ...json(sessionListSchema) },
      ...errorResponses(401),
    },
  });
  registry.registerPath({
    method: 'delete',
    path: '/api/account/sessions/{id}',
    tags: ['Account'],
    summary: 'End one session of the account; its token is refused on its next request',
    security: bearerSecurity,
    request: { params: sessionIdParamsSchema },
    responses: {
      204: { description: 'Ended' },
      ...errorResponses(400, 401, 404),
    },
  });
  registry.registerPath({
    method: 'post',
    path: '/api/account/sessions/revoke-others',
    tags: ['Account'],
    summary: 'Sign out everywhere else: end every session of the account but this one',
    security: bearerSecurity,
    responses: {
      200: { description: 'How many sessions were ended', ...json(sessionsEndedSchema) },
      ...errorResponses(401),
    },
  });
  registry.registerPath({
    method: 'post',
    path: '/api/auth/logout',
    tags: ['Auth'],
    summary: 'Sign out: end this session on the server',
    security: bearerSecurity,
    responses: {
      204: { description: 'Signed out' },
      ...errorResponses(401),
    },
  });
}
