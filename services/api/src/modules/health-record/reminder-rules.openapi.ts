import type { OpenAPIRegistry } from '@asteasolutions/zod-to-openapi';
import { reminderRulesRequestSchema, reminderRulesResponseSchema } from '@petvet/shared';
import {
  bearerSecurity,
  errorResponses,
  ifMatchErrors,
  ifMatchHeaders,
  json,
} from '../docs/openapi-helpers';

/** The clinic's vaccination reminder rules. */
export function registerReminderRulesPaths(registry: OpenAPIRegistry): void {
  const common = { tags: ['Health record'], security: bearerSecurity };
  registry.registerPath({
    ...common,
    method: 'get',
    path: '/api/vet-business/reminder-rules',
    summary:
      "The clinic's reminder rules in order (the first whose words a vaccine's name contains governs it); ETag: the list's version",
    responses: {
      200: { description: 'Rules', ...json(reminderRulesResponseSchema) },
      ...errorResponses(401, 403),
    },
  });
  registry.registerPath({
    ...common,
    method: 'put',
    path: '/api/vet-business/reminder-rules',
    summary:
      "Replace the whole list (staff allowed to change reminder rules); a rule's service must be one of the clinic's (422)",
    request: { headers: ifMatchHeaders, body: json(reminderRulesRequestSchema) },
    responses: {
      200: { description: 'Saved rules', ...json(reminderRulesResponseSchema) },
      ...errorResponses(400, 401, 403, 422),
      ...ifMatchErrors,
    },
  });
}
