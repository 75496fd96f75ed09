import { and, desc, eq, isNull, sql } from 'drizzle-orm';
import { schema, type Database } from '@petvet/shared/server';
import type { Membership } from '../../middleware/access';

const { accounts, clinicStaff, clinics, clinicians, appointments } = schema;

export type { Membership };

/**
 * Read on every business request and never cached: removing a member must end their access on
 * their very next request, on every API process.
 */
export function createMembershipRepository(db: Database) {
  return {
    async membershipOf(accountId: string): Promise<Membership> {
      const [row] = await db
        .select({
          clinicId: clinicStaff.clinicId,
          role: clinicStaff.role,
          clinicianId: clinicStaff.clinicianId,
          removedAt: clinicStaff.removedAt,
          // Read in the same query, so the clinic's switch holds from the member's next request.
          secondFactorMissing: sql<boolean>`${clinics.requireSecondFactor} and ${accounts.totpEnabledAt} is null`,
        })
        .from(clinicStaff)
        .innerJoin(clinics, eq(clinics.id, clinicStaff.clinicId))
        .innerJoin(accounts, eq(accounts.id, clinicStaff.accountId))
        .where(eq(clinicStaff.accountId, accountId))
        // The live membership first; a removed one only speaks when there is no live one.
        .orderBy(sql`${clinicStaff.removedAt} is null desc`, desc(clinicStaff.createdAt))
        .limit(1);
      if (!row) return { kind: 'none' };
      if (row.removedAt) return { kind: 'removed' };
      return {
        kind: 'member',
        clinicId: row.clinicId,
        role: row.role,
        clinicianId: row.clinicianId,
        secondFactorMissing: row.secondFactorMissing,
      };
    },

    /** The clinic as /api/auth/me shows it, or null for an account acting for none. */
    async clinicOfAccount(accountId: string) {
      const [row] = await db
        .select({
          id: clinics.id,
          name: clinics.businessName,
          role: clinicStaff.role,
          clinicianId: clinicStaff.clinicianId,
        })
        .from(clinicStaff)
        .innerJoin(clinics, eq(clinics.id, clinicStaff.clinicId))
        .where(and(eq(clinicStaff.accountId, accountId), isNull(clinicStaff.removedAt)))
        .limit(1);
      return row ?? null;
    },

    /** The clinician whose calendar an appointment of this clinic takes; undefined: no such appointment. */
    async clinicianOfAppointment(
      clinicId: string,
      appointmentId: string,
    ): Promise<string | null | undefined> {
      const [row] = await db
        .select({ clinicianId: appointments.clinicianId })
        .from(appointments)
        .where(and(eq(appointments.id, appointmentId), eq(appointments.clinicId, clinicId)))
        .limit(1);
      return row ? row.clinicianId : undefined;
    },

    async clinicianBelongs(clinicId: string, clinicianId: string): Promise<boolean> {
      const [row] = await db
        .select({ id: clinicians.id })
        .from(clinicians)
        .where(and(eq(clinicians.id, clinicianId), eq(clinicians.clinicId, clinicId)))
        .limit(1);
      return Boolean(row);
    },
  };
}
