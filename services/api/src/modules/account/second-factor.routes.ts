import { Router } from 'express';
import { ipKeyGenerator, rateLimit } from 'express-rate-limit';
import {
  AppError,
  OWN_SECOND_FACTOR_FIRST_TEXT,
  TOTP_CHALLENGE_EXPIRED_TEXT,
  TOTP_CODE_WRONG_TEXT,
  clinicSecuritySchema,
  totpCodeSchema,
  totpLoginSchema,
  type AuthResponse,
} from '@petvet/shared';
import type { AppDeps } from '../../deps';
import { ifMatchOf, sendVersion, staleVersion } from '../../lib/if-match';
import { parseInput } from '../../lib/validate';
import { authOf, requireAuth, requireRole } from '../../middleware/auth';
import { actorOf, requireClinic } from '../../middleware/require-clinic';
import { ADDRESS_FAILURE_FACTOR } from '../auth/auth.routes';
import { createAuthService } from '../auth/auth.service';
import { createClinicSecurityRepository } from './clinic-security.repository';
import { createSecondFactorRepository } from './second-factor.repository';
import { createSecondFactorService } from './second-factor.service';
import { deviceOf, startSession } from './session-store';
import { createTotpChallenges } from './totp-challenge';

/**
 * Wrong codes are also counted per address, like wrong passwords: the per-account count lives in
 * the database (every process sees it), this one stops one address trying codes on many accounts.
 */
function codeStepAddressLimit(deps: AppDeps) {
  return rateLimit({
    windowMs: 15 * 60 * 1000,
    limit: deps.config.AUTH_RATE_LIMIT * ADDRESS_FAILURE_FACTOR,
    standardHeaders: 'draft-8',
    legacyHeaders: false,
    skipSuccessfulRequests: true,
    keyGenerator: (req) => ipKeyGenerator(req.ip ?? ''),
    handler: (_req, _res, next) => {
      next(
        new AppError('RATE_LIMITED', 'Too many attempts. Please wait a few minutes and try again.'),
      );
    },
  });
}

/**
 * The second factor: its setup on the Security page (/api/account/totp/*), the code step of a
 * sign-in (/api/auth/login/totp) and the practice owner's switch that requires it of the whole
 * team (/api/vet-business/security).
 */
export function secondFactorRoutes(deps: AppDeps): Router {
  const router = Router();
  const service = createSecondFactorService(deps);
  const repository = createSecondFactorRepository(deps.db);
  const clinicSecurity = createClinicSecurityRepository(deps.db);
  const challenges = createTotpChallenges(deps.config.JWT_SECRET, deps.now);
  const auth = createAuthService(deps);
  const signedIn = requireAuth(deps);

  router.post('/account/totp/setup', signedIn, async (req, res) => {
    res.json(await service.setup(authOf(req).userId));
  });

  router.post('/account/totp/enable', signedIn, async (req, res) => {
    const { code } = parseInput(totpCodeSchema, req.body);
    res.json(await service.enable(authOf(req).userId, code));
  });

  // Turning it off asks for a current code or a recovery code, not the password: it proves the
  // person still holds the factor, which a session left open on a shared computer does not.
  router.post('/account/totp/disable', signedIn, async (req, res) => {
    const { code } = parseInput(totpCodeSchema, req.body);
    await service.disable(authOf(req).userId, code);
    res.status(204).end();
  });

  router.post('/auth/login/totp', codeStepAddressLimit(deps), async (req, res) => {
    const input = parseInput(totpLoginSchema, req.body);
    const accountId = challenges.accountOf(input.challenge);
    if (!accountId) throw new AppError('UNAUTHENTICATED', TOTP_CHALLENGE_EXPIRED_TEXT);
    if (!(await service.provesAtSignIn(accountId, input.code))) {
      throw new AppError('UNAUTHENTICATED', TOTP_CODE_WRONG_TEXT);
    }
    const user = await auth.me(accountId);
    const token = await startSession(
      deps.db,
      { accountId, userType: user.userType, ...deviceOf(req) },
      deps.config,
    );
    const answer: AuthResponse = { user, token };
    res.json(answer);
  });

  const ownerOnly = [
    signedIn,
    requireRole('vet_business'),
    requireClinic(deps, 'manage_staff', 'manage_staff'),
  ];

  router.get('/vet-business/security', ...ownerOnly, async (req, res) => {
    const state = await clinicSecurity.read(actorOf(req).clinicId);
    if (!state) throw new AppError('NOT_FOUND', 'Clinic not found');
    sendVersion(res, state.version);
    res.json(state);
  });

  router.put('/vet-business/security', ...ownerOnly, async (req, res) => {
    const input = parseInput(clinicSecuritySchema, req.body);
    const actor = actorOf(req);
    // The owner turning it on without a factor of their own would lock themselves out at once.
    if (input.requireSecondFactor && !(await repository.stateOf(actor.accountId))?.enabled) {
      throw new AppError('CONFLICT', OWN_SECOND_FACTOR_FIRST_TEXT);
    }
    const saved = await clinicSecurity.write(
      actor.clinicId,
      input.requireSecondFactor,
      ifMatchOf(req),
    );
    if (!saved) throw staleVersion();
    sendVersion(res, saved.version);
    res.json(saved);
  });

  return router;
}
