import type { Vaccination } from '@petvet/shared';
import type { Database } from '@petvet/shared/server';
import { createPetRecordsRepository, type StoredVaccination } from './pet-records.repository';
import { createPetWeightsRepository } from './pet-weights.repository';
import { ownersToday, statusOf } from './vaccination-status';

/** A vaccination as the owner's list shows it: its status on the owners' today. */
export function presentDose(
  dose: StoredVaccination,
  all: StoredVaccination[],
  now: Date,
): Vaccination {
  return {
    ...dose,
    createdAt: dose.createdAt.toISOString(),
    status: statusOf(dose, all, ownersToday(now)),
  };
}

/** The whole record of a pet as the owner's lists show it, for the clinic's patient page. */
export async function readRecord(db: Database, petId: string) {
  const records = createPetRecordsRepository(db);
  return {
    medicalHistory: await records.listMedical(petId),
    doses: await records.listVaccinations([petId]),
    weights: await createPetWeightsRepository(db).list(petId),
  };
}

/** The doses of several pets, for the patients list's statuses. */
export const dosesOf = (db: Database, petIds: string[]) =>
  createPetRecordsRepository(db).listVaccinations(petIds);
