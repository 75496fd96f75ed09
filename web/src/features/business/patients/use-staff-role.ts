import { staffMay, type ClinicAction, type StaffRole } from '@petvet/shared';
import { useCurrentAccountQuery } from '../../../lib/api/current-account';

export interface StaffSelf {
  /** Null until the account is read (and when it cannot be): nothing is offered meanwhile. */
  role: StaffRole | null;
  clinicId: string | null;
  clinicName: string | null;
  /** The member's own name, as a record they write is signed. */
  name: string;
  may: (action: ClinicAction) => boolean;
}

/** Who is signed in for the clinic, and what their staff role lets them do (`skip`: nobody yet). */
export function useStaffSelf({ skip = false }: { skip?: boolean } = {}): StaffSelf {
  const me = useCurrentAccountQuery(undefined, { skip });
  const account = me.isSuccess && !skip ? me.data : undefined;
  // An account with no clinic row predates staff roles: it is its own clinic's owner.
  const role = account ? (account.clinic?.role ?? 'owner') : null;
  return {
    role,
    clinicId: account?.clinic?.id ?? null,
    clinicName: account?.clinic?.name ?? null,
    name: account ? `${account.firstName} ${account.lastName}`.trim() : '',
    may: (action) => role !== null && staffMay(role, action),
  };
}
