import { and, eq, isNull, sql } from 'drizzle-orm';
import { schema, type Database } from '@petvet/shared/server';
import type { DropOffSettingsInput } from '@petvet/shared';
import { atVersion, versionOf } from '../../lib/if-match';

const { clinicians, clinics } = schema;

/** The clinic's drop-off settings live on its own row; its version guards each save. */
export function createDropOffSettingsRepository(db: Database) {
  return {
    /** Saves the settings when the clinic is still at `version`; the new version, or null. */
    async saveSettings(
      clinicId: string,
      input: DropOffSettingsInput,
      version?: string,
    ): Promise<string | null> {
      const [row] = await db
        .update(clinics)
        .set({ dropOff: input, updatedAt: sql`now()` })
        .where(and(eq(clinics.id, clinicId), atVersion(clinics, version)))
        .returning({ version: versionOf(clinics) });
      return row?.version ?? null;
    },

    async liveClinician(clinicId: string, id: string): Promise<boolean> {
      const [row] = await db
        .select({ id: clinicians.id })
        .from(clinicians)
        .where(
          and(
            eq(clinicians.id, id),
            eq(clinicians.clinicId, clinicId),
            isNull(clinicians.removedAt),
          ),
        );
      return Boolean(row);
    },
  };
}
