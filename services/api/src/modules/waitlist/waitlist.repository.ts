import { and, asc, eq, or, sql } from 'drizzle-orm';
import { schema, type Database } from '@petvet/shared/server';
import { atVersion } from '../../lib/if-match';

const { clinics, pets, services, waitlistEntries } = schema;

/** What joining a waitlist checks, before the shared waitlist repository writes the entry. */
export function createWaitlistLookups(db: Database) {
  return {
    async clinicById(clinicId: string): Promise<{ id: string; timeZone: string } | null> {
      const [row] = await db
        .select({ id: clinics.id, timeZone: clinics.timeZone })
        .from(clinics)
        .where(eq(clinics.id, clinicId))
        .limit(1);
      return row ?? null;
    },

    async ownsPet(ownerId: string, petId: string): Promise<boolean> {
      const [row] = await db
        .select({ id: pets.id })
        .from(pets)
        .where(and(eq(pets.id, petId), eq(pets.ownerId, ownerId)))
        .limit(1);
      return Boolean(row);
    },

    /** The clinic's service of that id, else its oldest of that name in any letter case. */
    async clinicService(
      clinicId: string,
      nameOrId: string,
    ): Promise<{ id: string; name: string } | null> {
      const byName = sql`lower(trim(${services.name})) = lower(trim(${nameOrId}))`;
      const isId = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i.test(nameOrId);
      const [row] = await db
        .select({ id: services.id, name: services.name })
        .from(services)
        .where(
          and(
            eq(services.clinicId, clinicId),
            isId ? or(eq(services.id, nameOrId), byName) : byName,
          ),
        )
        .orderBy(
          isId ? sql`(${services.id} = ${nameOrId}) desc` : asc(services.createdAt),
          asc(services.createdAt),
        )
        .limit(1);
      return row ?? null;
    },

    /** Where the owner's entry waits, or null when the owner has no such entry. */
    async entryPlace(
      ownerId: string,
      entryId: string,
    ): Promise<{ clinicId: string; date: string } | null> {
      const [row] = await db
        .select({ clinicId: waitlistEntries.clinicId, date: waitlistEntries.date })
        .from(waitlistEntries)
        .where(and(eq(waitlistEntries.id, entryId), eq(waitlistEntries.ownerId, ownerId)))
        .limit(1);
      return row ?? null;
    },

    /**
     * Locks the owner's entry for the rest of the transaction when it is at `version`; false when
     * it is gone or at another version. Locked, it cannot change before the delete that follows.
     */
    async lockEntryAt(ownerId: string, entryId: string, version: string): Promise<boolean> {
      const [row] = await db
        .select({ id: waitlistEntries.id })
        .from(waitlistEntries)
        .where(
          and(
            eq(waitlistEntries.id, entryId),
            eq(waitlistEntries.ownerId, ownerId),
            atVersion(waitlistEntries, version),
          ),
        )
        .for('update');
      return Boolean(row);
    },
  };
}
