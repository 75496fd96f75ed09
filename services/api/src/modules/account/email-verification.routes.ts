import { Router } from 'express';
import {
  ALREADY_VERIFIED_TEXT,
  AppError,
  EMAIL_TAKEN_TEXT,
  EMAIL_VERIFIED_TEXT,
  LINK_INVALID_TEXT,
  VERIFICATION_SENT_TEXT,
  VERIFY_RESEND_EVERY_SECONDS,
  VERIFY_RESEND_TOO_SOON_TEXT,
  emailChangedText,
  verifyEmailSchema,
} from '@petvet/shared';
import type { AppDeps } from '../../deps';
import { isUniqueViolation } from '../../lib/db-errors';
import { parseInput } from '../../lib/validate';
import { authOf, requireAuth } from '../../middleware/auth';
import { createEmailVerificationRepository } from './email-verification.repository';
import { startVerification } from './email-verification.service';

/**
 * POST /api/auth/verify-email: the emailed link proves the address (a new account's, or the new
 * one of a change) and is used up; the mail that waited for it is released in the same
 * transaction. POST /api/auth/verify-email/resend: a fresh link, at most once a minute.
 */
export function emailVerificationRoutes(deps: AppDeps): Router {
  const router = Router();
  const links = createEmailVerificationRepository(deps.db);

  router.post('/auth/verify-email', async (req, res) => {
    const { token } = parseInput(verifyEmailSchema, req.body);
    const now = deps.now();
    try {
      const message = await deps.db.transaction(async (tx) => {
        const link = await links.useLink(tx, token, now);
        const verified = link && (await links.verify(tx, link, now));
        // Throwing rolls the use of the link back with everything else.
        if (!link || !verified) throw new AppError('LINK_INVALID', LINK_INVALID_TEXT);
        if (verified.wasUnverified) await links.releaseWithheld(tx, link.accountId, now);
        return link.purpose === 'change-email' ? emailChangedText(link.email) : EMAIL_VERIFIED_TEXT;
      });
      res.json({ message });
    } catch (error) {
      // Somebody took the new address between the request and its confirmation: the accounts'
      // address is the one unique key this transaction writes.
      if (isUniqueViolation(error)) throw new AppError('EMAIL_TAKEN', EMAIL_TAKEN_TEXT);
      throw error;
    }
  });

  router.post('/auth/verify-email/resend', requireAuth(deps), async (req, res) => {
    const { userId } = authOf(req);
    const now = deps.now();
    await deps.db.transaction(async (tx) => {
      const account = await links.lockAccount(tx, userId);
      if (!account) throw new AppError('UNAUTHENTICATED', 'Authentication required');
      if (account.verified) throw new AppError('CONFLICT', ALREADY_VERIFIED_TEXT);
      const last = account.lastSentAt ? new Date(account.lastSentAt).getTime() : 0;
      if (now.getTime() - last < VERIFY_RESEND_EVERY_SECONDS * 1000)
        throw new AppError('RATE_LIMITED', VERIFY_RESEND_TOO_SOON_TEXT);
      await startVerification(tx, { id: userId, email: account.email }, now);
    });
    res.status(202).json({ message: VERIFICATION_SENT_TEXT });
  });

  return router;
}
