import { and, eq, sql } from 'drizzle-orm';
import {
  AppError,
  HEALTH_RECORD_TEXTS,
  MEDICAL_RECORD_NOT_FOUND_TEXT,
  VACCINATION_NOT_FOUND_TEXT,
} from '@petvet/shared';
import { schema, type Database } from '@petvet/shared/server';
import { atVersion, staleVersion } from '../../lib/if-match';
import {
  createPetRecordsRepository,
  medicalColumns,
  toMedicalRecord,
  toVaccination,
  vaccinationColumns,
} from './pet-records.repository';
import { ownersToday, statusOf } from './vaccination-status';
import { toWeightEntry, weightColumns } from './pet-weights.repository';

/** The three kinds of entry of a pet's record, as their path segment names them. */
export const ENTRY_KINDS = {
  'medical-history': { table: schema.medicalRecords, notFound: MEDICAL_RECORD_NOT_FOUND_TEXT },
  vaccinations: { table: schema.vaccinations, notFound: VACCINATION_NOT_FOUND_TEXT },
  weights: { table: schema.petWeights, notFound: HEALTH_RECORD_TEXTS.weightNotFound },
} as const;
export type EntryKind = keyof typeof ENTRY_KINDS;

/**
 * Hides or shows again a clinic's entry of the owner's pet. The owner cannot alter what a clinic
 * wrote but may keep it out of other clinics' view and off the certificate; the owner's own
 * entries are deleted instead, so hiding one is refused. Guarded by the entry's version.
 */
export async function setEntryHidden(
  db: Database,
  kind: EntryKind,
  petId: string,
  entryId: string,
  hidden: boolean,
  now: Date,
  version?: string,
) {
  const { table, notFound } = ENTRY_KINDS[kind];
  const guard = and(
    eq(table.id, entryId),
    eq(table.petId, petId),
    sql`${table.writtenByClinicId} is not null`,
    atVersion(table, version),
  );
  const set = { hiddenAt: hidden ? sql`now()` : null, updatedAt: sql`now()` };
  if (kind === 'medical-history') {
    const [row] = await db
      .update(schema.medicalRecords)
      .set(set)
      .where(guard)
      .returning(medicalColumns);
    if (row) return toMedicalRecord(row);
  } else if (kind === 'vaccinations') {
    const [row] = await db
      .update(schema.vaccinations)
      .set(set)
      .where(guard)
      .returning(vaccinationColumns);
    if (row) {
      // Answered as the owner's list shows it, with its status of today among the pet's doses.
      const dose = toVaccination(row);
      const all = await createPetRecordsRepository(db).listVaccinations([petId]);
      return {
        ...dose,
        createdAt: dose.createdAt.toISOString(),
        status: statusOf(dose, all, ownersToday(now)),
      };
    }
  } else {
    const [row] = await db.update(schema.petWeights).set(set).where(guard).returning(weightColumns);
    if (row) return toWeightEntry(row);
  }
  const [found] = await db
    .select({ clinic: table.writtenByClinicId })
    .from(table)
    .where(and(eq(table.id, entryId), eq(table.petId, petId)));
  if (!found) throw new AppError('NOT_FOUND', notFound);
  if (!found.clinic) throw new AppError('CONFLICT', HEALTH_RECORD_TEXTS.ownEntryNotHideable);
  throw staleVersion();
}
