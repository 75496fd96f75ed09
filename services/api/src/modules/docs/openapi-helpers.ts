import type { ResponseConfig } from '@asteasolutions/zod-to-openapi';
import { z } from 'zod';
import {
  IDEMPOTENCY_KEY_HEADER,
  IDEMPOTENCY_KEY_TTL_HOURS,
  errorBodySchema,
  idempotencyKeySchema,
} from '@petvet/shared';

/** A JSON body or answer of the given schema: `...json(schema)` or `body: json(schema)`. */
export const json = <T>(schema: T) => ({ content: { 'application/json': { schema } } });
/** The `{id}` of a path naming one record. */
export const idParams = z.object({ id: z.string().uuid() });

export const BEARER_AUTH = 'bearerAuth';
/** Put on a path that needs the signed-in user's token: `security: bearerSecurity`. */
export const bearerSecurity = [{ [BEARER_AUTH]: [] }];

const ERROR_TEXT: Record<number, string> = {
  400: 'Invalid input or malformed JSON',
  401: 'No token, or an invalid or expired one',
  403: 'The account type may not do this',
  404: 'Not found, or not yours',
  409: 'Conflict (email taken, slot taken, Idempotency-Key still in use)',
  412: 'If-Match names an older version: someone changed the record since it was read; nothing was written',
  413: 'Body larger than 1 MB',
  422: 'Idempotency-Key already used for a different request',
  429: 'Too many requests',
  503: 'A dependency is down',
};

/** Error responses in the one shape every error has: `errorResponses(400, 401)`. */
export function errorResponses(...statuses: number[]): Record<string, ResponseConfig> {
  return Object.fromEntries(
    statuses.map((status) => [
      String(status),
      {
        description: ERROR_TEXT[status] ?? 'Error',
        content: { 'application/json': { schema: errorBodySchema } },
      },
    ]),
  );
}

/**
 * A creating POST that takes an Idempotency-Key: `request: { headers: idempotencyHeaders, ... }`
 * and `...idempotencyErrors` among its responses.
 */
export const idempotencyHeaders = z.object({
  [IDEMPOTENCY_KEY_HEADER]: idempotencyKeySchema
    .optional()
    .describe(
      `One key per attempt (a UUID): the same key and body within ${IDEMPOTENCY_KEY_TTL_HOURS} h answer the first 2xx again (header Idempotent-Replayed: true) instead of creating twice`,
    ),
});
export const idempotencyErrors = errorResponses(409, 422);

/** For a PUT or DELETE of a versioned record: the version it was read at (optional). */
export const ifMatchHeaders = z.object({
  'If-Match': z
    .string()
    .optional()
    .describe(
      'The ETag (or `version`) of the read the change is based on: the write applies only to that version, else 412 PRECONDITION_FAILED',
    ),
});
export const ifMatchErrors = errorResponses(412);
