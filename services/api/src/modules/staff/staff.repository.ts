import { randomBytes } from 'node:crypto';
import { sql } from 'drizzle-orm';
import type { StaffInvitation, StaffInvitationInput, StaffRole } from '@petvet/shared';
import { rowsOf, type Database } from '@petvet/shared/server';
import { hashInvitationToken } from '@petvet/shared/backend';

export interface MemberRow {
  id: string;
  accountId: string;
  email: string;
  firstName: string;
  lastName: string;
  role: StaffRole;
  clinicianId: string | null;
  clinicianName: string | null;
  joinedAt: Date;
  version: string;
}

type InvitationRow = Omit<StaffInvitation, 'expiresAt' | 'createdAt'> & {
  expiresAt: Date;
  createdAt: Date;
};

const invitationColumns = sql`id, email, role, clinician_id as "clinicianId",
  expires_at as "expiresAt", created_at as "createdAt", xmin::text as version`;

/** A guarded write: no version asked, or the row must be at it (see lib/if-match). */
const atVersion = (version: string | undefined) =>
  version === undefined ? sql`true` : sql`xmin::text = ${version}`;

/** The clinic's staff and invitations; every query is scoped to the clinic. */
export function createStaffRepository(db: Database) {
  return {
    async members(clinicId: string): Promise<MemberRow[]> {
      return rowsOf<MemberRow>(
        await db.execute(sql`select s.id, s.account_id as "accountId", a.email,
            a.first_name as "firstName", a.last_name as "lastName", s.role,
            s.clinician_id as "clinicianId", k.name as "clinicianName",
            s.created_at as "joinedAt", s.xmin::text as version
          from clinic_staff s join accounts a on a.id = s.account_id
            left join clinicians k on k.id = s.clinician_id
          where s.clinic_id = ${clinicId} and s.removed_at is null
          order by array_position(array['owner','manager','vet','nurse','reception'], s.role),
            s.created_at, s.id`),
      ).map((row) => ({ ...row, joinedAt: new Date(row.joinedAt) }));
    },

    async pendingInvitations(clinicId: string, now: Date): Promise<InvitationRow[]> {
      return rowsOf<InvitationRow>(
        await db.execute(sql`select ${invitationColumns} from staff_invitations
          where clinic_id = ${clinicId} and accepted_at is null and revoked_at is null
            and expires_at > ${now.toISOString()}
          order by created_at, id`),
      ).map(datesOf);
    },

    /** Whether an account with this email already acts for a clinic (any clinic). */
    async isStaffAnywhere(email: string): Promise<boolean> {
      const rows = rowsOf<{ id: string }>(
        await db.execute(sql`select s.id from clinic_staff s join accounts a on a.id = s.account_id
          where lower(a.email) = lower(${email}) and s.removed_at is null limit 1`),
      );
      return rows.length > 0;
    },

    async accountExists(email: string): Promise<boolean> {
      const rows = rowsOf<{ id: string }>(
        await db.execute(sql`select id from accounts where lower(email) = lower(${email}) limit 1`),
      );
      return rows.length > 0;
    },

    /**
     * A new invitation; an earlier pending one to the same email is withdrawn, so only the newest
     * link works. The stored hash is of a throwaway token until the email is sent and makes the
     * real one (see compose-staff).
     */
    async invite(
      clinicId: string,
      invitedBy: string,
      input: StaffInvitationInput,
      expiresAt: Date,
      now: Date,
    ): Promise<InvitationRow> {
      await db.execute(sql`update staff_invitations set revoked_at = ${now.toISOString()}
        where clinic_id = ${clinicId} and lower(email) = lower(${input.email})
          and accepted_at is null and revoked_at is null`);
      const placeholder = hashInvitationToken(randomBytes(32).toString('base64url'));
      const [row] = rowsOf<InvitationRow>(
        await db.execute(sql`insert into staff_invitations
            (clinic_id, email, role, clinician_id, token_hash, invited_by, expires_at)
          values (${clinicId}, ${input.email}, ${input.role}, ${input.clinicianId ?? null},
            ${placeholder}, ${invitedBy}, ${expiresAt.toISOString()})
          returning ${invitationColumns}`),
      );
      return datesOf(row!);
    },

    /** Ends a member's access; the row stays so their past changes still name them. */
    async remove(
      clinicId: string,
      id: string,
      now: Date,
      version: string | undefined,
    ): Promise<boolean> {
      const rows = rowsOf<{ id: string }>(
        await db.execute(sql`update clinic_staff set removed_at = ${now.toISOString()}
          where id = ${id} and clinic_id = ${clinicId} and removed_at is null
            and role <> 'owner' and ${atVersion(version)}
          returning id`),
      );
      return rows.length > 0;
    },

    async memberRole(clinicId: string, id: string): Promise<StaffRole | null> {
      const [row] = rowsOf<{ role: StaffRole }>(
        await db.execute(sql`select role from clinic_staff
          where id = ${id} and clinic_id = ${clinicId} and removed_at is null`),
      );
      return row?.role ?? null;
    },

    async revoke(
      clinicId: string,
      id: string,
      now: Date,
      version: string | undefined,
    ): Promise<boolean> {
      const rows = rowsOf<{ id: string }>(
        await db.execute(sql`update staff_invitations set revoked_at = ${now.toISOString()}
          where id = ${id} and clinic_id = ${clinicId} and accepted_at is null
            and revoked_at is null and ${atVersion(version)}
          returning id`),
      );
      return rows.length > 0;
    },

    async invitationPending(clinicId: string, id: string): Promise<boolean> {
      const rows = rowsOf<{ id: string }>(
        await db.execute(sql`select id from staff_invitations where id = ${id}
          and clinic_id = ${clinicId} and accepted_at is null and revoked_at is null`),
      );
      return rows.length > 0;
    },
  };
}

function datesOf(row: InvitationRow): InvitationRow {
  return { ...row, expiresAt: new Date(row.expiresAt), createdAt: new Date(row.createdAt) };
}
