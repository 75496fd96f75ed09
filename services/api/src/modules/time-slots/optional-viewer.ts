import type { RequestHandler } from 'express';
import type { AppDeps } from '../../deps';
import { requireAuth } from '../../middleware/auth';

/**
 * For public reads that show a signed-in owner a little more (the time held for them): a valid
 * bearer token sets `req.auth`; a missing, expired or foreign one is ignored, never refused,
 * because the answer without it is still the right public answer.
 */
export function optionalViewer(deps: Pick<AppDeps, 'access' | 'config'>): RequestHandler {
  const authenticate = requireAuth(deps);
  return (req, res, next) => {
    if (!req.get('authorization')) {
      next();
      return;
    }
    void authenticate(req, res, () => next());
  };
}
