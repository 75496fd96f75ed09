import type { Request, RequestHandler } from 'express';
import { AppError, SESSION_ENDED_TEXT, type USER_TYPES } from '@petvet/shared';
import type { AppDeps } from '../deps';
import { verificationKey, verifyToken, type TokenClaims } from '../lib/tokens';
import { accessOf } from './access';

declare module 'express-serve-static-core' {
  interface Request {
    auth?: { userId: string; userType: TokenClaims['userType']; sessionId: string };
  }
}

const sessionEnded = () => new AppError('UNAUTHENTICATED', SESSION_ENDED_TEXT);

/**
 * A valid signature only proves the token was ours once: its session may have been ended (signed
 * out, revoked, a password changed) or its account closed since. Every signed-in request reads its
 * session's row, uncached, so an ended session is refused on its next request by every API
 * process; the read is one prepared primary-key lookup (bench/session-check.bench.ts measures it).
 * Tokens made before sessions were rows carry no session and are refused the same way.
 */
export function requireAuth(deps: Pick<AppDeps, 'access' | 'config'>): RequestHandler {
  const { accounts } = accessOf(deps);
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
    if (!claims.sid) {
      next(sessionEnded());
      return;
    }
    const session = await accounts.liveSession(claims.sid);
    if (session?.accountId !== claims.sub || session.userType !== claims.userType) {
      next(sessionEnded());
      return;
    }
    // Written at most once a minute per session: "last seen" for the Security page, not a log.
    if (session.stale) await accounts.touchSession(claims.sid, req.ip ?? '');
    req.auth = { userId: claims.sub, userType: claims.userType, sessionId: claims.sid };
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

/** The signed-in account and session; only for handlers behind requireAuth. */
export function authOf(req: Request): {
  userId: string;
  userType: TokenClaims['userType'];
  sessionId: string;
} {
  if (!req.auth) throw new AppError('UNAUTHENTICATED', 'Authentication required');
  return req.auth;
}
