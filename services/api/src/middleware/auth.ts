import type { RequestHandler } from 'express';
import { AppError, SESSION_ENDED_TEXT, type USER_TYPES } from '@petvet/shared';
import type { AppDeps } from '../deps';
import { verificationKey, verifyToken, type TokenClaims } from '../lib/tokens';
import { accessOf, type AccountReads } from './access';

declare module 'express-serve-static-core' {
  interface Request {
    auth?: { userId: string; userType: TokenClaims['userType'] };
  }
}

/** How long a process trusts an account it has just seen; a deleted account's token ends within it. */
export const ACCOUNT_CHECK_TTL_MS = 3000;
const ACCOUNT_CHECK_MAX_ENTRIES = 10_000;

type AccountTypeOf = (id: string) => Promise<TokenClaims['userType'] | null>;
const checkers = new WeakMap<AccountReads, AccountTypeOf>();

/**
 * The stored type of an account, remembered for a few seconds per process: the lookup is one
 * primary-key read, but it would otherwise double the queries of the cheapest signed-in requests.
 * Only accounts that exist are remembered, so a token never outlives its account by more than
 * the TTL. The monotonic clock is used: this is a cache, not a business rule.
 */
function accountCheckerFor(accounts: AccountReads): AccountTypeOf {
  const known = checkers.get(accounts);
  if (known) return known;
  const seen = new Map<string, { userType: TokenClaims['userType']; until: number }>();
  const check: AccountTypeOf = async (id) => {
    const hit = seen.get(id);
    if (hit && hit.until > performance.now()) return hit.userType;
    seen.delete(id);
    const userType = await accounts.userTypeOf(id);
    if (userType) {
      if (seen.size >= ACCOUNT_CHECK_MAX_ENTRIES) seen.clear();
      seen.set(id, { userType, until: performance.now() + ACCOUNT_CHECK_TTL_MS });
    }
    return userType;
  };
  checkers.set(accounts, check);
  return check;
}

/**
 * A valid signature only proves the token was ours once: the account may have been deleted or
 * the database restored since. Every signed-in request therefore checks that its account exists,
 * so a stale token ends the session instead of failing deeper with a foreign-key violation.
 */
export function requireAuth(deps: Pick<AppDeps, 'access' | 'config'>): RequestHandler {
  const userTypeOf = accountCheckerFor(accessOf(deps).accounts);
  const key = verificationKey(deps.config.JWT_SECRET);
  return async (req, _res, next) => {
    const header = req.get('authorization') ?? '';
    const match = /^Bearer\s+(\S+)$/i.exec(header);
    if (!match?.[1]) {
      next(new AppError('UNAUTHENTICATED', 'Authentication required'));
      return;
    }
    const claims = verifyToken(match[1], key);
    if (!claims) {
      next(new AppError('UNAUTHENTICATED', 'Invalid or expired token'));
      return;
    }
    const storedType = await userTypeOf(claims.sub);
    if (storedType !== claims.userType) {
      next(new AppError('UNAUTHENTICATED', SESSION_ENDED_TEXT));
      return;
    }
    req.auth = { userId: claims.sub, userType: claims.userType };
    next();
  };
}

export function requireRole(role: (typeof USER_TYPES)[number]): RequestHandler {
  return (req, _res, next) => {
    if (!req.auth) {
      next(new AppError('UNAUTHENTICATED', 'Authentication required'));
      return;
    }
    if (req.auth.userType !== role) {
      next(
        new AppError(
          'FORBIDDEN',
          role === 'pet_owner'
            ? 'Only pet owner accounts can do this'
            : 'Only veterinary business accounts can do this',
        ),
      );
      return;
    }
    next();
  };
}

/** The signed-in account's id; only for handlers behind requireAuth. */
export function authOf(req: Parameters<RequestHandler>[0]): {
  userId: string;
  userType: TokenClaims['userType'];
} {
  if (!req.auth) throw new AppError('UNAUTHENTICATED', 'Authentication required');
  return req.auth;
}
