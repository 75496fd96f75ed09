import type { StaffRole, USER_TYPES } from '@petvet/shared';

type UserType = (typeof USER_TYPES)[number];

/** Where a business account stands with its clinic: acting for it, removed from it, or neither. */
export type Membership =
  | { kind: 'member'; clinicId: string; role: StaffRole; clinicianId: string | null }
  | { kind: 'removed' }
  | { kind: 'none' };

/** What requireAuth reads: whether the token's account still exists, and as what. */
export interface AccountReads {
  /** The stored type of an account, or null when it no longer exists. */
  userTypeOf(accountId: string): Promise<UserType | null>;
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
