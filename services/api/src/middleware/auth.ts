import type { RequestHandler } from 'express';
import { AppError, type USER_TYPES } from '@petvet/shared';
import { verifyToken, type TokenClaims } from '../lib/tokens';

declare module 'express-serve-static-core' {
  interface Request {
    auth?: { userId: string; userType: TokenClaims['userType'] };
  }
}

export function requireAuth(secret: string): RequestHandler {
  return (req, _res, next) => {
    const header = req.get('authorization') ?? '';
    const match = /^Bearer\s+(\S+)$/i.exec(header);
    if (!match?.[1]) {
      next(new AppError('UNAUTHENTICATED', 'Authentication required'));
      return;
    }
    const claims = verifyToken(match[1], secret);
    if (!claims) {
      next(new AppError('UNAUTHENTICATED', 'Invalid or expired token'));
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
export function authOf(req: Parameters<RequestHandler>[0]): { userId: string; userType: TokenClaims['userType'] } {
  if (!req.auth) throw new AppError('UNAUTHENTICATED', 'Authentication required');
  return req.auth;
}
