import { Router } from 'express';
import {
  AppError,
  EMAIL_TAKEN_TEXT,
  EMAIL_UNCHANGED_TEXT,
  PASSWORD_WRONG_TEXT,
  changeEmailSchema,
  emailChangeSentText,
  invalid,
} from '@petvet/shared';
import type { AppDeps } from '../../deps';
import { parseInput } from '../../lib/validate';
import { authOf, requireAuth } from '../../middleware/auth';
import { verifyPassword } from '../auth/password-hasher';
import { createEmailVerificationRepository } from './email-verification.repository';

/**
 * POST /api/account/email: a change of address, after the password. A link goes to the new
 * address and a notice to the old one; the account keeps its address until the link is opened
 * (POST /api/auth/verify-email), so a typo or a stolen session cannot take the account's mail.
 */
export function emailChangeRoutes(deps: AppDeps): Router {
  const router = Router();
  const links = createEmailVerificationRepository(deps.db);

  router.post('/account/email', requireAuth(deps), async (req, res) => {
    const input = parseInput(changeEmailSchema, req.body);
    const { userId } = authOf(req);
    const now = deps.now();
    // The password is checked outside the transaction: hashing holds no row lock for its 50 ms.
    const current = await deps.db.transaction((tx) => links.lockAccount(tx, userId));
    if (!current) throw new AppError('UNAUTHENTICATED', 'Authentication required');
    if (!(await verifyPassword(current.passwordHash, input.password)))
      throw invalid(PASSWORD_WRONG_TEXT, [{ path: 'password', message: PASSWORD_WRONG_TEXT }]);
    if (input.email.toLowerCase() === current.email.toLowerCase())
      throw invalid(EMAIL_UNCHANGED_TEXT, [{ path: 'email', message: EMAIL_UNCHANGED_TEXT }]);
    // Registration tells the same; the unique index decides again at confirmation.
    if (await links.emailTaken(input.email, userId))
      throw new AppError('EMAIL_TAKEN', EMAIL_TAKEN_TEXT);
    await deps.db.transaction(async (tx) => {
      const account = await links.lockAccount(tx, userId);
      if (!account) throw new AppError('UNAUTHENTICATED', 'Authentication required');
      await links.startChange(tx, userId, input.email, account.email, now);
    });
    res.status(202).json({ message: emailChangeSentText(input.email) });
  });

  return router;
}
