import type { StaffRole, USER_TYPES } from '@petvet/shared';

type UserType = (typeof USER_TYPES)[number];

/** Where a business account stands with its clinic: acting for it, removed from it, or neither. */
export type Membership =
  | {
      kind: 'member';
      clinicId: string;
      role: StaffRole;
      clinicianId: string | null;
      /** The clinic requires a second factor and this member has none turned on. */
      secondFactorMissing: boolean;
    }
  | { kind: 'removed' }
  | { kind: 'none' };

/** A session that still signs its token in, with its account's stored type. */
export interface LiveSession {
  accountId: string;
  userType: UserType;
  /** Its last_seen_at is old enough to be written again. */
  stale: boolean;
}

/** What requireAuth reads: whether the token's session is live, and its account as what. */
export interface AccountReads {
  /** The live session with this id, or null when it ended, never was, or its account is gone. */
  liveSession(sessionId: string): Promise<LiveSession | null>;
  /** Records that the session was seen now, from this address. */
  touchSession(sessionId: string, address: string): Promise<void>;
}

/** What requireClinic and the appointment guards read about the account's place in a clinic. */
export interface StaffReads {
  membershipOf(accountId: string): Promise<Membership>;
  /** Gives an older business account that never had a clinic its clinic, as at registration. */
  openClinicFor(accountId: string): Promise<void>;
  /** The clinician an appointment of this clinic takes; undefined: no such appointment there. */
  clinicianOfAppointment(
    clinicId: string,
    appointmentId: string,
  ): Promise<string | null | undefined>;
}

/**
 * The reads the guards need, implemented by the auth and staff modules and wired in by createApp,
 * so the middleware sits below the modules and never imports them.
 */
export interface AccessReads {
  accounts: AccountReads;
  staff: StaffReads;
}

/** The wired reads; createApp fills them in before any router is built. */
export function accessOf(deps: { access?: AccessReads }): AccessReads {
  if (!deps.access) throw new Error('deps.access is missing: build the routes through createApp');
  return deps.access;
}
