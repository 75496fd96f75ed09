import {
  ALREADY_STAFF_TEXT,
  AppError,
  CLINICIAN_NOT_FOUND_FOR_STAFF_TEXT,
  INVITATION_DAYS,
  INVITATION_EMAIL_TAKEN_TEXT,
  OWNER_CANNOT_LEAVE_TEXT,
  STAFF_INVITATION_NOT_FOUND_TEXT,
  STAFF_MEMBER_NOT_FOUND_TEXT,
  type StaffInvitation,
  type StaffInvitationInput,
  type StaffList,
} from '@petvet/shared';
import { publishNotification } from '@petvet/shared/backend';
import type { AppDeps } from '../../deps';
import { staleOr } from '../../lib/if-match';
import type { ClinicActor } from '../../middleware/require-clinic';
import { createMembershipRepository } from './membership.repository';
import { createStaffRepository } from './staff.repository';

const iso = <T extends { expiresAt: Date; createdAt: Date }>(row: T) => ({
  ...row,
  expiresAt: row.expiresAt.toISOString(),
  createdAt: row.createdAt.toISOString(),
});

/** The clinic's staff: who acts for it, who is invited, and ending either. */
export function createStaffService(deps: Pick<AppDeps, 'db' | 'now'>) {
  const staff = createStaffRepository(deps.db);

  return {
    async list(actor: ClinicActor): Promise<StaffList> {
      const [members, invitations] = await Promise.all([
        staff.members(actor.clinicId),
        staff.pendingInvitations(actor.clinicId, deps.now()),
      ]);
      return {
        members: members.map(({ accountId, joinedAt, ...member }) => ({
          ...member,
          joinedAt: joinedAt.toISOString(),
          isYou: accountId === actor.accountId,
        })),
        invitations: invitations.map(iso),
      };
    },

    /**
     * Invites a person by email with a role; the email (queued in the same transaction) carries
     * the link. A person already on a clinic's staff, or an email that already has an account,
     * cannot be invited: accepting makes a new account with that email.
     */
    async invite(actor: ClinicActor, input: StaffInvitationInput): Promise<StaffInvitation> {
      const now = deps.now();
      if (await staff.isStaffAnywhere(input.email))
        throw new AppError('CONFLICT', ALREADY_STAFF_TEXT);
      if (await staff.accountExists(input.email))
        throw new AppError('EMAIL_TAKEN', INVITATION_EMAIL_TAKEN_TEXT);
      if (
        input.clinicianId &&
        !(await createMembershipRepository(deps.db).clinicianBelongs(
          actor.clinicId,
          input.clinicianId,
        ))
      ) {
        throw new AppError('VALIDATION_FAILED', CLINICIAN_NOT_FOUND_FOR_STAFF_TEXT, [
          { path: 'clinicianId', message: CLINICIAN_NOT_FOUND_FOR_STAFF_TEXT },
        ]);
      }
      const expiresAt = new Date(now.getTime() + INVITATION_DAYS * 86_400_000);
      const invitation = await deps.db.transaction(async (tx) => {
        const row = await createStaffRepository(tx).invite(
          actor.clinicId,
          actor.accountId,
          input,
          expiresAt,
          now,
        );
        await publishNotification(tx, { kind: 'staff-invitation', invitationId: row.id });
        return row;
      });
      return iso(invitation);
    },

    /** Ends a member's access at once: their next request gets 401. */
    async remove(actor: ClinicActor, id: string, version: string | undefined): Promise<void> {
      const role = await staff.memberRole(actor.clinicId, id);
      if (role === 'owner') throw new AppError('CONFLICT', OWNER_CANNOT_LEAVE_TEXT);
      if (await staff.remove(actor.clinicId, id, deps.now(), version)) return;
      throw await staleOr(
        version,
        async () => (await staff.memberRole(actor.clinicId, id)) !== null,
        () => new AppError('NOT_FOUND', STAFF_MEMBER_NOT_FOUND_TEXT),
      );
    },

    async revoke(actor: ClinicActor, id: string, version: string | undefined): Promise<void> {
      if (await staff.revoke(actor.clinicId, id, deps.now(), version)) return;
      throw await staleOr(
        version,
        () => staff.invitationPending(actor.clinicId, id),
        () => new AppError('NOT_FOUND', STAFF_INVITATION_NOT_FOUND_TEXT),
      );
    },
  };
}
