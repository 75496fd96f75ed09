import type { Request, RequestHandler } from 'express';
import {
  AppError,
  because,
  NOT_YOUR_APPOINTMENT_TEXT,
  SECOND_FACTOR_REQUIRED_TEXT,
  STAFF_ACCESS_ENDED_TEXT,
  staffMay,
  staffMayOnlyOwn,
  staffRefusalText,
  type ClinicAction,
  type StaffRole,
} from '@petvet/shared';
import type { AppDeps } from '../deps';
import { accessOf } from './access';
import { authOf } from './auth';

/** Who is acting for the clinic on this request, and as what. */
export interface ClinicActor {
  clinicId: string;
  accountId: string;
  role: StaffRole;
  clinicianId: string | null;
}

declare module 'express-serve-static-core' {
  interface Request {
    /** The clinic the signed-in business account acts for; set by requireClinic. */
    clinicId?: string;
    staff?: ClinicActor;
  }
}

const READS = new Set(['GET', 'HEAD', 'OPTIONS']);

/**
 * For business routes, after requireAuth and requireRole('vet_business'): finds the clinic the
 * account acts for and its staff role, on every request (a removed member's next request gets
 * 401), and checks the role against the one table in shared/src/domain/staff-roles.ts. A route's
 * reads need `reads` (by default 'read_clinic'), its writes `writes`. Every query the route makes
 * is then scoped to that clinic. An older account that never had a clinic gets one, as at
 * registration; a removed member never does.
 */
export function requireClinic(
  deps: Pick<AppDeps, 'access'>,
  writes: ClinicAction,
  reads: ClinicAction = 'read_clinic',
): RequestHandler {
  const members = accessOf(deps).staff;
  return async (req, _res, next) => {
    const accountId = authOf(req).userId;
    let membership = await members.membershipOf(accountId);
    if (membership.kind === 'removed')
      throw new AppError('UNAUTHENTICATED', STAFF_ACCESS_ENDED_TEXT);
    if (membership.kind === 'none') {
      await members.openClinicFor(accountId);
      membership = await members.membershipOf(accountId);
      if (membership.kind !== 'member') throw new Error('a new clinic came without its owner');
    }
    // The practice owner's switch: no business call without a second factor (the web then opens
    // the Security page, whose /api/account calls do not come through here).
    if (membership.secondFactorMissing) {
      throw new AppError('SECOND_FACTOR_REQUIRED', SECOND_FACTOR_REQUIRED_TEXT);
    }
    const action = READS.has(req.method) ? reads : writes;
    if (!staffMay(membership.role, action)) {
      throw new AppError(
        'FORBIDDEN',
        because('role_not_allowed', staffRefusalText(membership.role, action), {
          role: membership.role,
          action,
        }),
      );
    }
    req.clinicId = membership.clinicId;
    req.staff = {
      clinicId: membership.clinicId,
      accountId,
      role: membership.role,
      clinicianId: membership.clinicianId,
    };
    next();
  };
}

/** The signed-in business's clinic; only for handlers behind requireClinic. */
export function clinicOf(req: Request): string {
  if (!req.clinicId) throw new Error('requireClinic must run before this handler');
  return req.clinicId;
}

/** Who acts for the clinic on this request; only for handlers behind requireClinic. */
export function actorOf(req: Request): ClinicActor {
  if (!req.staff) throw new Error('requireClinic must run before this handler');
  return req.staff;
}

/**
 * Vets and nurses change only the appointments of their own clinician. Call it in a handler that
 * changes one appointment, with the clinician it takes now (or, for a new booking or a move to
 * another clinician, the one it will take); other roles pass.
 */
export function assertMayChangeAppointment(req: Request, clinicianId: string | null | undefined) {
  const actor = actorOf(req);
  if (!staffMayOnlyOwn(actor.role, 'manage_appointments')) return;
  if (!actor.clinicianId || clinicianId !== actor.clinicianId) {
    throw new AppError('FORBIDDEN', NOT_YOUR_APPOINTMENT_TEXT);
  }
}

/** The same check for a handler that only has the appointment's id (one read, scoped to the clinic). */
export async function assertMayChangeAppointmentById(
  deps: Pick<AppDeps, 'access'>,
  req: Request,
  appointmentId: string,
): Promise<void> {
  const actor = actorOf(req);
  if (!staffMayOnlyOwn(actor.role, 'manage_appointments')) return;
  const clinicianId = await accessOf(deps).staff.clinicianOfAppointment(
    actor.clinicId,
    appointmentId,
  );
  // An appointment of another clinic is the handler's own not-found: let it answer that.
  if (clinicianId === undefined) return;
  assertMayChangeAppointment(req, clinicianId);
}
