/**
 * The practice owner's switch that requires a second factor of every staff member: one column of
 * the clinic, read and written with the clinic row's version, so an owner's change made in two
 * tabs cannot silently undo the other.
 */
import { eq, sql } from 'drizzle-orm';
import type { ClinicSecurity } from '@petvet/shared';
import { schema, type Database } from '@petvet/shared/server';
import { atVersion, versionOf } from '../../lib/if-match';

const { clinics } = schema;

export function createClinicSecurityRepository(db: Database) {
  return {
    async read(clinicId: string): Promise<ClinicSecurity | null> {
      const [row] = await db
        .select({ requireSecondFactor: clinics.requireSecondFactor, version: versionOf(clinics) })
        .from(clinics)
        .where(eq(clinics.id, clinicId))
        .limit(1);
      return row ?? null;
    },

    /** The new state, or null when the clinic is no longer at `version` (nothing written). */
    async write(
      clinicId: string,
      requireSecondFactor: boolean,
      version: string | undefined,
    ): Promise<ClinicSecurity | null> {
      const [row] = await db
        .update(clinics)
        .set({ requireSecondFactor })
        .where(sql`${eq(clinics.id, clinicId)} and ${atVersion(clinics, version)}`)
        .returning({
          requireSecondFactor: clinics.requireSecondFactor,
          version: versionOf(clinics),
        });
      return row ?? null;
    },
  };
}
