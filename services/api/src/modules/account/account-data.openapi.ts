import type { OpenAPIRegistry } from '@asteasolutions/zod-to-openapi';
import { accountExportSchema, closeAccountAnswerSchema, closeAccountSchema } from '@petvet/shared';
import { bearerSecurity, errorResponses, ifMatchHeaders, json } from '../docs/openapi-helpers';

/** Leave with your data: the export of an account and closing it. */
export function registerAccountDataPaths(registry: OpenAPIRegistry): void {
  registry.registerPath({
    method: 'get',
    path: '/api/account/export',
    tags: ['Account'],
    summary:
      'Everything the signed-in account owns, as a JSON file (Content-Disposition: attachment): profile, pets with their medical records and vaccinations, appointments, reviews, waitlist entries, held times, sessions, the dates of its feeds, links and codes (never a token, code or hash), and a business account’s clinic profile and team memberships',
    security: bearerSecurity,
    responses: {
      200: { description: 'The account’s data', ...json(accountExportSchema) },
      ...errorResponses(401),
    },
  });
  registry.registerPath({
    method: 'delete',
    path: '/api/account',
    tags: ['Account'],
    summary:
      'Closes the signed-in account after its password is entered again, in one transaction: its visits to come are cancelled (the clinic is emailed), its pets and their records, waitlist entries, feeds and links are deleted, every session ends; past appointments stay for the clinics and its reviews stay, both naming a "Deleted account"; the email address can register again. A practice owner whose clinic has appointments to come is refused (409); otherwise that clinic is unpublished and its team’s access ends.',
    security: bearerSecurity,
    request: { headers: ifMatchHeaders, body: json(closeAccountSchema) },
    responses: {
      200: { description: 'Closed', ...json(closeAccountAnswerSchema) },
      ...errorResponses(400, 401, 409, 412),
    },
  });
}
