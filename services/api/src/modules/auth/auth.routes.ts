import { Router, type Request, type RequestHandler } from 'express';
import { ipKeyGenerator, rateLimit } from 'express-rate-limit';
import {
  accountSettingsSchema,
  AppError,
  loginRequestSchema,
  registerRequestSchema,
} from '@petvet/shared';
import type { AppDeps } from '../../deps';
import { parseInput } from '../../lib/validate';
import { authOf, requireAuth } from '../../middleware/auth';
import { deviceOf } from '../account/session-store';
import { createAuthService } from './auth.service';

const FIFTEEN_MINUTES_MS = 15 * 60 * 1000;
/** One address may fail this many times the per-account limit, across all accounts it tries. */
export const ADDRESS_FAILURE_FACTOR = 5;

type LimitKey = (req: Request) => string;

export const addressOf: LimitKey = (req) => ipKeyGenerator(req.ip ?? '');
/** The address and the account it tries, so one guessed account never locks out its neighbours. */
export const addressAndAccountOf: LimitKey = (req) => {
  const email: unknown = (req.body as { email?: unknown } | undefined)?.email;
  // Cut to an address's longest length, so a huge body cannot make a huge key.
  const account = typeof email === 'string' ? email.trim().toLowerCase().slice(0, 320) : '';
  return `${addressOf(req)}|${account}`;
};

/** countSuccesses false counts only failed attempts: people who sign in often are never locked out. */
export function authRateLimit(
  limit: number,
  countSuccesses: boolean,
  keyOf: LimitKey,
): RequestHandler {
  return rateLimit({
    windowMs: FIFTEEN_MINUTES_MS,
    limit,
    standardHeaders: 'draft-8',
    legacyHeaders: false,
    skipSuccessfulRequests: !countSuccesses,
    keyGenerator: keyOf,
    handler: (_req, _res, next) => {
      next(
        new AppError('RATE_LIMITED', 'Too many attempts. Please wait a few minutes and try again.'),
      );
    },
  });
}

/**
 * Failed logins are counted per address and account (the limit), and per address alone (a looser
 * cap, so one address cannot try a few passwords on each of many accounts). Registration counts
 * every attempt per address.
 */
export function loginRateLimits(limit: number): RequestHandler[] {
  return [
    authRateLimit(limit, false, addressAndAccountOf),
    authRateLimit(limit * ADDRESS_FAILURE_FACTOR, false, addressOf),
  ];
}

export function authRoutes(deps: AppDeps): Router {
  const router = Router();
  const service = createAuthService(deps);
  const limit = deps.config.AUTH_RATE_LIMIT;

  router.post('/auth/register', authRateLimit(limit, true, addressOf), async (req, res) => {
    const input = parseInput(registerRequestSchema, req.body);
    res.status(201).json(await service.register(input, deviceOf(req)));
  });

  router.post('/auth/login', ...loginRateLimits(limit), async (req, res) => {
    const input = parseInput(loginRequestSchema, req.body);
    res.json(await service.login(input, deviceOf(req)));
  });

  router.get('/auth/me', requireAuth(deps), async (req, res) => {
    res.json(await service.me(authOf(req).userId));
  });

  // The account's own settings (today its language); answers the user as /auth/me does.
  router.patch('/account', requireAuth(deps), async (req, res) => {
    const { locale } = parseInput(accountSettingsSchema, req.body);
    res.json(await service.setLocale(authOf(req).userId, locale));
  });

  return router;
}
