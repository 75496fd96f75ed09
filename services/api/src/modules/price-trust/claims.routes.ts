import { Router, type Request } from 'express';
import { checkPracticeClaimSchema, createPracticeClaimSchema } from '@petvet/shared';
import type { AppDeps } from '../../deps';
import { parseInput } from '../../lib/validate';
import { authOf, requireAuth } from '../../middleware/auth';
import { idempotencyMiddleware } from '../../middleware/idempotency';
import { authRateLimit } from '../auth/auth.routes';
import { createClaimsService } from './claims.service';

/** Limits count per signed-in account: a claim is tied to its account, wherever it asks from. */
const claimantOf = (req: Request) => `claimant|${req.auth?.userId ?? ''}`;

/**
 * A signed-in person (any role) proving they control a directory practice's website, by a code
 * mailed to an address at its domain, or a file or meta tag the crawler reads on it. Each account
 * sees only its own claims; someone else's answers 404 like an unknown one.
 */
export function practiceClaimRoutes(deps: AppDeps): Router {
  const router = Router();
  const claims = createClaimsService(deps);
  const limit = deps.config.AUTH_RATE_LIMIT;
  // Every start counts (an email claim sends mail); only refused checks count (wrong codes).
  const startLimit = authRateLimit(limit, true, claimantOf);
  const checkLimit = authRateLimit(limit, false, claimantOf);
  const signedIn = requireAuth(deps);
  const idempotent = idempotencyMiddleware(deps);

  router.post(
    '/global-practices/:id/claims',
    signedIn,
    startLimit,
    idempotent,
    async (req, res) => {
      const input = parseInput(createPracticeClaimSchema, req.body);
      const claim = await claims.create(String(req.params.id), authOf(req).userId, input);
      res.status(201).json({ claim });
    },
  );

  router.get('/global-practices/:id/claims', signedIn, async (req, res) => {
    res.setHeader('cache-control', 'no-store');
    res.json({ claims: await claims.list(String(req.params.id), authOf(req).userId) });
  });

  router.get('/global-practices/:id/claims/:claimId', signedIn, async (req, res) => {
    res.setHeader('cache-control', 'no-store');
    const { id, claimId } = req.params;
    res.json({ claim: await claims.get(String(id), authOf(req).userId, String(claimId)) });
  });

  router.post(
    '/global-practices/:id/claims/:claimId/check',
    signedIn,
    checkLimit,
    async (req, res) => {
      const { code } = parseInput(checkPracticeClaimSchema, req.body ?? {});
      const { id, claimId } = req.params;
      const outcome = await claims.check(String(id), authOf(req).userId, String(claimId), code);
      res.status(outcome.status).json({ claim: outcome.claim });
    },
  );

  return router;
}
