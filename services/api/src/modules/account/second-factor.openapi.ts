import type { OpenAPIRegistry } from '@asteasolutions/zod-to-openapi';
import {
  authResponseSchema,
  clinicSecuritySchema,
  clinicSecurityStateSchema,
  totpCodeSchema,
  totpEnabledSchema,
  totpLoginSchema,
  totpSetupSchema,
} from '@petvet/shared';
import { bearerSecurity, errorResponses, ifMatchHeaders } from '../docs/openapi-helpers';

/** The second factor's endpoints (second-factor.routes.ts). */
export function registerSecondFactorPaths(registry: OpenAPIRegistry): void {
  const json = <T>(schema: T) => ({ content: { 'application/json': { schema } } });
  const account = { tags: ['Account'], security: bearerSecurity };

  registry.registerPath({
    ...account,
    method: 'post',
    path: '/api/account/totp/setup',
    summary: 'Start setting up a second factor: a new secret for an authenticator app',
    description: 'The factor is on only after POST /api/account/totp/enable with a code of it.',
    responses: {
      200: {
        description: 'The secret (base32) and its otpauth:// address',
        ...json(totpSetupSchema),
      },
      ...errorResponses(401, 409),
    },
  });
  registry.registerPath({
    ...account,
    method: 'post',
    path: '/api/account/totp/enable',
    summary: 'Turn the second factor on with a code the app shows',
    request: { body: json(totpCodeSchema) },
    responses: {
      200: { description: 'On; ten recovery codes, shown this once', ...json(totpEnabledSchema) },
      ...errorResponses(400, 401, 409),
    },
  });
  registry.registerPath({
    ...account,
    method: 'post',
    path: '/api/account/totp/disable',
    summary: 'Turn the second factor off',
    description:
      'Needs a current code or an unused recovery code in `code` (not the password): wrong codes count toward the lock.',
    request: { body: json(totpCodeSchema) },
    responses: {
      204: { description: 'Off; the recovery codes are gone' },
      ...errorResponses(400, 401, 409, 429),
    },
  });
  registry.registerPath({
    method: 'post',
    path: '/api/auth/login/totp',
    tags: ['Auth'],
    summary: 'Complete a sign-in that answered totpRequired, with a code or a recovery code',
    description:
      'The challenge is valid 5 minutes. Five wrong codes in a row lock the code step for 15 minutes (429).',
    request: { body: json(totpLoginSchema) },
    responses: {
      200: { description: 'Signed in', ...json(authResponseSchema) },
      ...errorResponses(400, 401, 429),
    },
  });
  for (const method of ['get', 'put'] as const) {
    registry.registerPath({
      method,
      path: '/api/vet-business/security',
      tags: ['Business'],
      security: bearerSecurity,
      summary:
        method === 'get'
          ? 'Whether the clinic requires a second factor of every staff member'
          : 'Require a second factor of every staff member (practice owner only)',
      ...(method === 'put'
        ? { request: { headers: ifMatchHeaders, body: json(clinicSecuritySchema) } }
        : {}),
      responses: {
        200: { description: 'The switch, with an ETag', ...json(clinicSecurityStateSchema) },
        ...errorResponses(
          ...(method === 'put' ? ([400, 401, 403, 409, 412] as const) : ([401, 403] as const)),
        ),
      },
    });
  }
}
