import type { ResponseConfig } from '@asteasolutions/zod-to-openapi';
import { errorBodySchema } from '@petvet/shared';

export const BEARER_AUTH = 'bearerAuth';
/** Put on a path that needs the signed-in user's token: `security: bearerSecurity`. */
export const bearerSecurity = [{ [BEARER_AUTH]: [] }];

const ERROR_TEXT: Record<number, string> = {
  400: 'Invalid input or malformed JSON',
  401: 'No token, or an invalid or expired one',
  403: 'The account type may not do this',
  404: 'Not found, or not yours',
  409: 'Conflict (email taken, slot taken)',
  413: 'Body larger than 1 MB',
  429: 'Too many requests',
  503: 'A dependency is down',
};

/** Error answers in the one shape every error has: `errorResponses(400, 401)`. */
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
