import { and, desc, eq, getTableColumns, inArray, sql } from 'drizzle-orm';
import { schema, type Database } from '@petvet/shared/server';
import type {
  MedicalRecord,
  MedicalRecordRequest,
  MedicalRecordType,
  VaccinationRequest,
} from '@petvet/shared';
import { atVersion, versionOf } from '../../lib/if-match';
import type { Dose } from './vaccination-status';
import { provenanceOf, writerColumns } from './provenance';

const { medicalRecords, vaccinations } = schema;

export const medicalColumns = {
  ...getTableColumns(medicalRecords),
  ...writerColumns(medicalRecords),
  version: versionOf(medicalRecords),
};
export const vaccinationColumns = {
  ...getTableColumns(vaccinations),
  ...writerColumns(vaccinations),
  version: versionOf(vaccinations),
};
type Writer = { writerClinicName: string | null; writerStaffName: string | null };
type MedicalRecordRow = typeof medicalRecords.$inferSelect & { version: string } & Writer;
type VaccinationRow = typeof vaccinations.$inferSelect & { version: string } & Writer;

/** A vaccination as stored; its status depends on the day and the pet's other doses. */
export type StoredVaccination = Dose & {
  vetName: string | null;
  vetClinic: string | null;
  batchNumber: string | null;
  notes: string | null;
  version: string;
  createdAt: Date;
} & ReturnType<typeof provenanceOf>;

/** What a guarded write of an entry found: done, another version, a clinic's entry, or nothing. */
export type EntryWrite<T> =
  { ok: T } | { stale: true } | { clinicWritten: true } | { missing: true };

export const toMedicalRecord = (row: MedicalRecordRow): MedicalRecord => ({
  id: row.id,
  petId: row.petId,
  date: row.date,
  type: row.type as MedicalRecordType,
  title: row.title,
  description: row.description,
  vetName: row.vetName,
  vetClinic: row.vetClinic,
  treatment: row.treatment,
  medications: row.medications,
  followUpRequired: row.followUpRequired,
  followUpDate: row.followUpDate,
  createdAt: row.createdAt.toISOString(),
  version: row.version,
  ...provenanceOf(row),
});

export const toVaccination = (row: VaccinationRow): StoredVaccination => ({
  id: row.id,
  petId: row.petId,
  vaccineName: row.vaccineName,
  dateGiven: row.dateGiven,
  nextDueDate: row.nextDueDate,
  vetName: row.vetName,
  vetClinic: row.vetClinic,
  batchNumber: row.batchNumber,
  notes: row.notes,
  createdAt: row.createdAt,
  version: row.version,
  ...provenanceOf(row),
});

/** Every column a request sets: a field not given is stored as empty (PUT replaces the record). */
export const medicalValues = (input: MedicalRecordRequest) => ({
  date: input.date,
  type: input.type,
  title: input.title,
  description: input.description ?? null,
  vetName: input.vetName ?? null,
  vetClinic: input.vetClinic ?? null,
  treatment: input.treatment ?? null,
  medications: input.medications ?? null,
  followUpRequired: input.followUpRequired,
  followUpDate: input.followUpDate ?? null,
});

export const vaccinationValues = (input: VaccinationRequest) => ({
  vaccineName: input.vaccineName,
  dateGiven: input.dateGiven,
  nextDueDate: input.nextDueDate ?? null,
  vetName: input.vetName ?? null,
  vetClinic: input.vetClinic ?? null,
  batchNumber: input.batchNumber ?? null,
  notes: input.notes ?? null,
});

type EntryTable = typeof medicalRecords | typeof vaccinations;

/**
 * Why a guarded write of an entry of the pet matched no row. The owner's writes match only entries
 * the owner wrote, so a clinic's entry is refused as such rather than as another version.
 */
async function whyNot(db: Database, table: EntryTable, petId: string, id: string) {
  const [row] = await db
    .select({ clinic: table.writtenByClinicId })
    .from(table)
    .where(and(eq(table.id, id), eq(table.petId, petId)));
  if (!row) return { missing: true } as const;
  return row.clinic ? ({ clinicWritten: true } as const) : ({ stale: true } as const);
}

/** The guard of an owner's write: this pet's entry, written by the owner, at that version. */
const ownersEntry = (table: EntryTable, petId: string, id: string, version?: string) =>
  and(
    eq(table.id, id),
    eq(table.petId, petId),
    sql`${table.writtenByClinicId} is null`,
    atVersion(table, version),
  );

/** Records of one pet; the caller has already checked the pet is the signed-in owner's. */
export function createPetRecordsRepository(db: Database) {
  return {
    async listMedical(petId: string): Promise<MedicalRecord[]> {
      const rows = await db
        .select(medicalColumns)
        .from(medicalRecords)
        .where(eq(medicalRecords.petId, petId))
        .orderBy(desc(medicalRecords.date), desc(medicalRecords.createdAt));
      return rows.map(toMedicalRecord);
    },

    async addMedical(petId: string, input: MedicalRecordRequest): Promise<MedicalRecord> {
      const [row] = await db
        .insert(medicalRecords)
        .values({ petId, ...medicalValues(input) })
        .returning(medicalColumns);
      if (!row) throw new Error('medical record insert returned no row');
      return toMedicalRecord(row);
    },

    async replaceMedical(
      petId: string,
      id: string,
      input: MedicalRecordRequest,
      version?: string,
    ): Promise<EntryWrite<MedicalRecord>> {
      const [row] = await db
        .update(medicalRecords)
        .set({ ...medicalValues(input), updatedAt: sql`now()` })
        .where(ownersEntry(medicalRecords, petId, id, version))
        .returning(medicalColumns);
      return row ? { ok: toMedicalRecord(row) } : whyNot(db, medicalRecords, petId, id);
    },

    async deleteMedical(petId: string, id: string, version?: string): Promise<EntryWrite<true>> {
      const rows = await db
        .delete(medicalRecords)
        .where(ownersEntry(medicalRecords, petId, id, version))
        .returning({ id: medicalRecords.id });
      return rows.length > 0 ? { ok: true } : whyNot(db, medicalRecords, petId, id);
    },

    /** Newest first; of several pets at once for the pet list's statuses. */
    async listVaccinations(petIds: string[]): Promise<StoredVaccination[]> {
      if (petIds.length === 0) return [];
      const rows = await db
        .select(vaccinationColumns)
        .from(vaccinations)
        .where(inArray(vaccinations.petId, petIds))
        .orderBy(desc(vaccinations.dateGiven), desc(vaccinations.createdAt));
      return rows.map(toVaccination);
    },

    async addVaccination(petId: string, input: VaccinationRequest): Promise<StoredVaccination> {
      const [row] = await db
        .insert(vaccinations)
        .values({ petId, ...vaccinationValues(input) })
        .returning(vaccinationColumns);
      if (!row) throw new Error('vaccination insert returned no row');
      return toVaccination(row);
    },

    async replaceVaccination(
      petId: string,
      id: string,
      input: VaccinationRequest,
      version?: string,
    ): Promise<EntryWrite<StoredVaccination>> {
      const [row] = await db
        .update(vaccinations)
        .set({ ...vaccinationValues(input), updatedAt: sql`now()` })
        .where(ownersEntry(vaccinations, petId, id, version))
        .returning(vaccinationColumns);
      return row ? { ok: toVaccination(row) } : whyNot(db, vaccinations, petId, id);
    },

    async deleteVaccination(
      petId: string,
      id: string,
      version?: string,
    ): Promise<EntryWrite<true>> {
      const rows = await db
        .delete(vaccinations)
        .where(ownersEntry(vaccinations, petId, id, version))
        .returning({ id: vaccinations.id });
      return rows.length > 0 ? { ok: true } : whyNot(db, vaccinations, petId, id);
    },
  };
}

export type PetRecordsRepository = ReturnType<typeof createPetRecordsRepository>;
