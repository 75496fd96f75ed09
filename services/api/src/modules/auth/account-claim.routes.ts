import { Router } from 'express';
import { sql } from 'drizzle-orm';
import { AppError, CLAIM_INVALID_TEXT, claimAccountRequestSchema } from '@petvet/shared';
import { rowsOf } from '@petvet/shared/server';
import { UNCLAIMED_PASSWORD_HASH, hashClaimToken } from '@petvet/shared/backend';
import type { AppDeps } from '../../deps';
import { parseInput } from '../../lib/validate';
import { deviceOf } from '../account/session-store';
import { createAuthService } from './auth.service';
import { hashPassword } from './password-hasher';

const invalidClaim = () => new AppError('NOT_FOUND', CLAIM_INVALID_TEXT);

/**
 * POST /api/auth/claim-account: the owner of an account the clinic's front desk made sets its first
 * password from the emailed link, and is signed in. The link works once, until it expires, and
 * only for an account that still has no password: both are said by the rows themselves.
 */
export function accountClaimRoutes(deps: AppDeps): Router {
  const router = Router();
  const auth = createAuthService(deps);

  router.post('/auth/claim-account', async (req, res) => {
    const input = parseInput(claimAccountRequestSchema, req.body);
    const passwordHash = await hashPassword(input.password);
    const now = deps.now();
    const email = await deps.db.transaction(async (tx) => {
      const [claim] = rowsOf<{ accountId: string }>(
        await tx.execute(sql`update account_claims set used_at = ${now.toISOString()}
          where token_hash = ${hashClaimToken(input.token)} and used_at is null
            and expires_at > ${now.toISOString()}
          returning account_id as "accountId"`),
      );
      if (!claim) throw invalidClaim();
      const [account] = rowsOf<{ email: string }>(
        // The emailed link proved the address: its reminders keep coming once it has a password.
        await tx.execute(sql`update accounts set password_hash = ${passwordHash},
            email_verified_at = coalesce(email_verified_at, ${now.toISOString()})
          where id = ${claim.accountId} and password_hash = ${UNCLAIMED_PASSWORD_HASH}
          returning email`),
      );
      // Rolls the claim back too: an account with a password is never taken over by a link.
      if (!account) throw invalidClaim();
      return account.email;
    });
    res.json(await auth.login({ email, password: input.password }, deviceOf(req)));
  });

  return router;
}
