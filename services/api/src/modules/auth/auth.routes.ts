import { Router, type RequestHandler } from 'express';
import { rateLimit } from 'express-rate-limit';
import { AppError, loginRequestSchema, registerRequestSchema } from '@petvet/shared';
import type { AppDeps } from '../../deps';
import { parseInput } from '../../lib/validate';
import { authOf, requireAuth } from '../../middleware/auth';
import { createAuthService } from './auth.service';

const FIFTEEN_MINUTES_MS = 15 * 60 * 1000;

/**
 * Per-IP limit on sign-in attempts. Login counts only failures, so people who sign in often are
 * never locked out while guessing is; registration counts every attempt.
 */
function authRateLimit(limit: number, countSuccesses: boolean): RequestHandler {
  return rateLimit({
    windowMs: FIFTEEN_MINUTES_MS,
    limit,
    standardHeaders: 'draft-8',
    legacyHeaders: false,
    skipSuccessfulRequests: !countSuccesses,
    handler: (_req, _res, next) => {
      next(
        new AppError('RATE_LIMITED', 'Too many attempts. Please wait a few minutes and try again.'),
      );
    },
  });
}

export function authRoutes(deps: AppDeps): Router {
  const router = Router();
  const service = createAuthService(deps);
  const limit = deps.config.AUTH_RATE_LIMIT;

  router.post('/auth/register', authRateLimit(limit, true), async (req, res) => {
    const input = parseInput(registerRequestSchema, req.body);
    res.status(201).json(await service.register(input));
  });

  router.post('/auth/login', authRateLimit(limit, false), async (req, res) => {
    const input = parseInput(loginRequestSchema, req.body);
    res.json(await service.login(input));
  });

  router.get('/auth/me', requireAuth(deps), async (req, res) => {
    res.json(await service.me(authOf(req).userId));
  });

  return router;
}
