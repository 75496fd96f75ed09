import { Router } from 'express';
import {
  PASSWORD_RESET_DONE_TEXT,
  RESET_REQUESTED_TEXT,
  passwordResetConfirmSchema,
  passwordResetRequestSchema,
} from '@petvet/shared';
import type { AppDeps } from '../../deps';
import { parseInput } from '../../lib/validate';
import {
  ADDRESS_FAILURE_FACTOR,
  addressAndAccountOf,
  addressOf,
  authRateLimit,
  loginRateLimits,
} from '../auth/auth.routes';
import { createPasswordResetService } from './password-reset.service';

/**
 * POST /api/auth/password-reset asks for a link by email; POST /api/auth/password-reset/confirm
 * sets the new password from it. Neither signs anyone in: after a reset the page sends to sign-in.
 */
export function passwordResetRoutes(deps: AppDeps): Router {
  const router = Router();
  const service = createPasswordResetService(deps);
  const limit = deps.config.AUTH_RATE_LIMIT;

  // Every request counts, as each one may send an email: per address and account asked for,
  // and per address alone.
  router.post(
    '/auth/password-reset',
    authRateLimit(limit, true, addressAndAccountOf),
    authRateLimit(limit * ADDRESS_FAILURE_FACTOR, true, addressOf),
    async (req, res) => {
      const input = parseInput(passwordResetRequestSchema, req.body);
      await service.request(input.email);
      res.status(202).json({ message: RESET_REQUESTED_TEXT });
    },
  );

  // Wrong tokens count as failed sign-ins do, so links cannot be guessed at speed.
  router.post('/auth/password-reset/confirm', ...loginRateLimits(limit), async (req, res) => {
    const input = parseInput(passwordResetConfirmSchema, req.body);
    await service.confirm(input);
    res.json({ message: PASSWORD_RESET_DONE_TEXT });
  });

  return router;
}
