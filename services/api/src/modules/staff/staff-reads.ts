import type { AppDeps } from '../../deps';
import type { StaffReads } from '../../middleware/access';
import { clinicIdOfAccount } from '../business/business.service';
import { createMembershipRepository } from './membership.repository';

/** The staff module's side of the guards' reads (requireClinic and the appointment checks). */
export function createStaffReads(deps: Pick<AppDeps, 'db'>): StaffReads {
  const members = createMembershipRepository(deps.db);
  return {
    membershipOf: (accountId) => members.membershipOf(accountId),
    async openClinicFor(accountId) {
      // The clinic's insert adds its owner row (migration 0024's trigger).
      await clinicIdOfAccount(deps, accountId);
    },
    clinicianOfAppointment: (clinicId, appointmentId) =>
      members.clinicianOfAppointment(clinicId, appointmentId),
  };
}
