import { desc, eq, getTableColumns, sql } from 'drizzle-orm';
import { schema, type Database } from '@petvet/shared/server';
import type { WeightEntry } from '@petvet/shared';
import { versionOf } from '../../lib/if-match';
import { provenanceOf, writerColumns } from './provenance';

const { pets, petWeights } = schema;

export const weightColumns = {
  ...getTableColumns(petWeights),
  ...writerColumns(petWeights),
  version: versionOf(petWeights),
};
type WeightRow = typeof petWeights.$inferSelect & {
  version: string;
  writerClinicName: string | null;
  writerStaffName: string | null;
};

export const toWeightEntry = (row: WeightRow): WeightEntry => ({
  id: row.id,
  petId: row.petId,
  date: row.date,
  weight: row.weight,
  createdAt: row.createdAt.toISOString(),
  version: row.version,
  ...provenanceOf(row),
});

/** A clinic's entry names the clinic, the staff member and the visit; the owner's names none. */
export interface WrittenColumns {
  writtenByClinicId?: string;
  writtenByStaffId?: string;
  appointmentId?: string;
}

/** Latest first: by date, and of one day the one entered last. */
const newestFirst = [desc(petWeights.date), desc(petWeights.createdAt), desc(petWeights.id)];

/**
 * A pet's weighings. Writes run inside the caller's transaction, which has locked the pet's row:
 * adding an entry and setting the pet's weight to the latest one are one step, so two weighings
 * at once cannot leave the pet at the older weight.
 */
export function createPetWeightsRepository(db: Database) {
  return {
    async list(petId: string): Promise<WeightEntry[]> {
      const rows = await db
        .select(weightColumns)
        .from(petWeights)
        .where(eq(petWeights.petId, petId))
        .orderBy(...newestFirst);
      return rows.map(toWeightEntry);
    },

    /** Locks the pet's row until the transaction ends; false when there is no such pet. */
    async lockPet(petId: string): Promise<boolean> {
      const rows = await db
        .select({ id: pets.id })
        .from(pets)
        .where(eq(pets.id, petId))
        .for('update');
      return rows.length > 0;
    },

    /**
     * Adds the entry and makes the pet's weight the latest entry's. The insert takes the
     * statement's clock_timestamp, so entries of one transaction keep their order.
     */
    async add(
      petId: string,
      date: string,
      weight: number,
      written: WrittenColumns = {},
    ): Promise<WeightEntry> {
      const [row] = await db
        .insert(petWeights)
        .values({ petId, date, weight, createdAt: sql`clock_timestamp()`, ...written })
        .returning(weightColumns);
      if (!row) throw new Error('weight insert returned no row');
      const latest = db
        .select({ weight: petWeights.weight })
        .from(petWeights)
        .where(eq(petWeights.petId, petId))
        .orderBy(...newestFirst)
        .limit(1);
      await db
        .update(pets)
        .set({ weight: sql`(${latest})`, updatedAt: sql`now()` })
        .where(eq(pets.id, petId));
      return toWeightEntry(row);
    },
  };
}
