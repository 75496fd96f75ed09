import type { Request, RequestHandler } from 'express';
import type { AppDeps } from '../deps';
import { clinicIdOfAccount } from '../modules/business/business.service';
import { authOf } from './auth';

declare module 'express-serve-static-core' {
  interface Request {
    /** The clinic the signed-in business account manages; set by requireClinic. */
    clinicId?: string;
  }
}

/**
 * For business routes, after requireAuth and requireRole('vet_business'): looks up the clinic
 * the account manages once, so every query the route makes is scoped to that clinic and no
 * handler can forget to. An older account without one gets it created, as at registration.
 */
export function requireClinic(deps: Pick<AppDeps, 'db'>): RequestHandler {
  return async (req, _res, next) => {
    req.clinicId = await clinicIdOfAccount(deps, authOf(req).userId);
    next();
  };
}

/** The signed-in business's clinic; only for handlers behind requireClinic. */
export function clinicOf(req: Request): string {
  if (!req.clinicId) throw new Error('requireClinic must run before this handler');
  return req.clinicId;
}
