import { Router, type Request } from 'express';
import { ipKeyGenerator } from 'express-rate-limit';
import { PASSWORD_CHANGED_TEXT, changePasswordSchema } from '@petvet/shared';
import type { AppDeps } from '../../deps';
import { parseInput } from '../../lib/validate';
import { authOf, requireAuth } from '../../middleware/auth';
import { ADDRESS_FAILURE_FACTOR, addressOf, authRateLimit } from '../auth/auth.routes';
import { createPasswordChangeService } from './password-change.service';

/** The address and the signed-in account: wrong current passwords are counted as failed logins. */
const addressAndSignedInAccountOf = (req: Request) =>
  `${ipKeyGenerator(req.ip ?? '')}|${req.auth?.userId ?? ''}`;

/** POST /api/account/password: the signed-in person's new password; other devices are signed out. */
export function passwordChangeRoutes(deps: AppDeps): Router {
  const router = Router();
  const service = createPasswordChangeService(deps);
  const limit = deps.config.AUTH_RATE_LIMIT;

  router.post(
    '/account/password',
    requireAuth(deps),
    authRateLimit(limit, false, addressAndSignedInAccountOf),
    authRateLimit(limit * ADDRESS_FAILURE_FACTOR, false, addressOf),
    async (req, res) => {
      const input = parseInput(changePasswordSchema, req.body);
      const { userId, sessionId } = authOf(req);
      await service.change({ accountId: userId, sessionId }, input);
      res.json({ message: PASSWORD_CHANGED_TEXT });
    },
  );

  return router;
}
