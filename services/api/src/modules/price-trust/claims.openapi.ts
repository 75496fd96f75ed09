import { z } from 'zod';
import type { OpenAPIRegistry } from '@asteasolutions/zod-to-openapi';
import {
  PRACTICE_CLAIM_FILE_PATH,
  PRACTICE_CLAIM_META_NAME,
  checkPracticeClaimSchema,
  createPracticeClaimSchema,
  practiceClaimResponseSchema,
  practiceClaimSchema,
} from '@petvet/shared';
import {
  PRACTICE_CLAIM_CODE_ATTEMPTS,
  PRACTICE_CLAIM_CODE_VALID_MINUTES,
  PRACTICE_CLAIM_TOKEN_VALID_DAYS,
} from '@petvet/shared/backend';
import {
  bearerSecurity,
  errorResponses,
  idempotencyErrors,
  idempotencyHeaders,
  json,
} from '../docs/openapi-helpers';

const practiceParams = z.object({ id: z.string().describe('the directory practice’s id') });
const claimParams = practiceParams.extend({ claimId: z.string().uuid() });
const TAGS = ['Directory'];

/** Proving control of a directory practice's website, so its prices can be reviewed. */
export function registerPracticeClaimPaths(registry: OpenAPIRegistry): void {
  registry.registerPath({
    method: 'post',
    path: '/api/global-practices/{id}/claims',
    tags: TAGS,
    summary: `Start proving control of the practice's website (any signed-in account): 'email' mails a 6-digit code to localPart@ the website's registrable domain (good for ${PRACTICE_CLAIM_CODE_VALID_MINUTES} minutes from its sending, ${PRACTICE_CLAIM_CODE_ATTEMPTS} tries); 'file' and 'meta' answer a token to place at https://site${PRACTICE_CLAIM_FILE_PATH} (the file's whole content) or in the home page as <meta name="${PRACTICE_CLAIM_META_NAME}" content="token"> (good for ${PRACTICE_CLAIM_TOKEN_VALID_DAYS} days)`,
    security: bearerSecurity,
    request: {
      params: practiceParams,
      headers: idempotencyHeaders,
      body: json(createPracticeClaimSchema),
    },
    responses: {
      201: { description: 'Started', ...json(practiceClaimResponseSchema) },
      ...idempotencyErrors,
      ...errorResponses(400, 401, 404, 413, 429),
      409: {
        ...errorResponses(409)['409'],
        description:
          'A PetVet clinic’s listing (managed from its Price list tab), a practice with no website, or (email) a website with no registrable domain',
      },
    },
  });
  registry.registerPath({
    method: 'get',
    path: '/api/global-practices/{id}/claims',
    tags: TAGS,
    summary: "The signed-in account's own claims on the practice, newest first (to resume one)",
    security: bearerSecurity,
    request: { params: practiceParams },
    responses: {
      200: {
        description: 'Its claims',
        ...json(z.object({ claims: z.array(practiceClaimSchema) })),
      },
      ...errorResponses(401, 404),
    },
  });
  registry.registerPath({
    method: 'get',
    path: '/api/global-practices/{id}/claims/{claimId}',
    tags: TAGS,
    summary:
      'One of the account’s own claims (another account’s answers 404); a file or meta claim shows its token again; an expired one reads failed',
    security: bearerSecurity,
    request: { params: claimParams },
    responses: {
      200: { description: 'The claim', ...json(practiceClaimResponseSchema) },
      ...errorResponses(401, 404),
    },
  });
  registry.registerPath({
    method: 'post',
    path: '/api/global-practices/{id}/claims/{claimId}/check',
    tags: TAGS,
    summary:
      "Check a claim. 'email': with the emailed code, verified at once (a wrong code is 400 and counted). 'file' and 'meta': the crawler is asked to read the site (202, status 'checking'; read the claim until it is 'verified' or 'failed' with what to fix). A verified claim answers 200 as it is.",
    security: bearerSecurity,
    request: { params: claimParams, body: json(checkPracticeClaimSchema) },
    responses: {
      200: { description: 'Verified', ...json(practiceClaimResponseSchema) },
      202: { description: 'The crawler will read the site', ...json(practiceClaimResponseSchema) },
      ...errorResponses(400, 401, 404, 413, 429),
      409: {
        ...errorResponses(409)['409'],
        description: 'The claim has expired, or its codes are used up: start a new one',
      },
    },
  });
}
