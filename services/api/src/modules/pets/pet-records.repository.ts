import { desc, eq } from 'drizzle-orm';
import { schema, type Database } from '@petvet/shared/server';
import type {
  MedicalRecord,
  MedicalRecordRequest,
  MedicalRecordType,
  Vaccination,
  VaccinationRequest,
} from '@petvet/shared';

const { medicalRecords, vaccinations } = schema;

type MedicalRecordRow = typeof medicalRecords.$inferSelect;
type VaccinationRow = typeof vaccinations.$inferSelect;

const toMedicalRecord = (row: MedicalRecordRow): MedicalRecord => ({
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
});

const toVaccination = (row: VaccinationRow): Vaccination => ({
  id: row.id,
  petId: row.petId,
  vaccineName: row.vaccineName,
  dateGiven: row.dateGiven,
  nextDueDate: row.nextDueDate,
  vetName: row.vetName,
  vetClinic: row.vetClinic,
  batchNumber: row.batchNumber,
  notes: row.notes,
  createdAt: row.createdAt.toISOString(),
});

/** Records of one pet; the caller has already checked the pet is the signed-in owner's. */
export function createPetRecordsRepository(db: Database) {
  return {
    async listMedical(petId: string): Promise<MedicalRecord[]> {
      const rows = await db
        .select()
        .from(medicalRecords)
        .where(eq(medicalRecords.petId, petId))
        .orderBy(desc(medicalRecords.date), desc(medicalRecords.createdAt));
      return rows.map(toMedicalRecord);
    },

    async addMedical(petId: string, input: MedicalRecordRequest): Promise<MedicalRecord> {
      const [row] = await db
        .insert(medicalRecords)
        .values({
          petId,
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
        })
        .returning();
      if (!row) throw new Error('medical record insert returned no row');
      return toMedicalRecord(row);
    },

    async listVaccinations(petId: string): Promise<Vaccination[]> {
      const rows = await db
        .select()
        .from(vaccinations)
        .where(eq(vaccinations.petId, petId))
        .orderBy(desc(vaccinations.dateGiven), desc(vaccinations.createdAt));
      return rows.map(toVaccination);
    },

    async addVaccination(petId: string, input: VaccinationRequest): Promise<Vaccination> {
      const [row] = await db
        .insert(vaccinations)
        .values({
          petId,
          vaccineName: input.vaccineName,
          dateGiven: input.dateGiven,
          nextDueDate: input.nextDueDate ?? null,
          vetName: input.vetName ?? null,
          vetClinic: input.vetClinic ?? null,
          batchNumber: input.batchNumber ?? null,
          notes: input.notes ?? null,
        })
        .returning();
      if (!row) throw new Error('vaccination insert returned no row');
      return toVaccination(row);
    },
  };
}

export type PetRecordsRepository = ReturnType<typeof createPetRecordsRepository>;
