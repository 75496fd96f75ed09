import { sql } from 'drizzle-orm';
import { schema, type Database } from '@petvet/shared/server';

/**
 * Records the owner's choice to share a pet's health record with a clinic, or not: one row per
 * pet and clinic, so a later booking shows the choice made before and a refusal is remembered.
 * Runs on the caller's transaction (a booking's, or the owner's own change).
 */
export async function saveShareChoice(
  tx: Database,
  petId: string,
  clinicId: string,
  shared: boolean,
): Promise<{ shared: boolean; updatedAt: Date }> {
  const table = schema.petRecordShares;
  const [row] = await tx
    .insert(table)
    .values({ petId, clinicId, shared })
    .onConflictDoUpdate({
      target: [table.petId, table.clinicId],
      set: { shared, updatedAt: sql`now()` },
    })
    .returning({ shared: table.shared, updatedAt: table.updatedAt });
  return row!;
}
