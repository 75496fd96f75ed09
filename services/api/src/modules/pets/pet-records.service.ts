import {
  AppError,
  CLINIC_WRITTEN_ENTRY_TEXT,
  MEDICAL_RECORD_NOT_FOUND_TEXT,
  VACCINATION_NOT_FOUND_TEXT,
} from '@petvet/shared';
import type {
  MedicalRecord,
  MedicalRecordRequest,
  Vaccination,
  VaccinationRequest,
  WeightEntry,
  WeightEntryRequest,
} from '@petvet/shared';
import type { AppDeps } from '../../deps';
import { isForeignKeyViolation } from '../../lib/db-errors';
import { staleVersion } from '../../lib/if-match';
import {
  createPetRecordsRepository,
  type EntryWrite,
  type StoredVaccination,
} from './pet-records.repository';
import { createPetWeightsRepository } from './pet-weights.repository';
import { createPetsRepository } from './pets.repository';
import { petNotFound } from './pets.service';
import { ownersToday, statusOf } from './vaccination-status';

const recordNotFound = () => new AppError('NOT_FOUND', MEDICAL_RECORD_NOT_FOUND_TEXT);
const vaccinationNotFound = () => new AppError('NOT_FOUND', VACCINATION_NOT_FOUND_TEXT);

/** The refusal of an entry write that matched nothing; a clinic's entry is the clinic's to change. */
function settled<T>(write: EntryWrite<T>, notFound: () => AppError): T {
  if ('ok' in write) return write.ok;
  if ('stale' in write) throw staleVersion();
  if ('clinicWritten' in write) throw new AppError('FORBIDDEN', CLINIC_WRITTEN_ENTRY_TEXT);
  throw notFound();
}

/** A pet deleted between the ownership check and the insert is simply not found. */
async function orPetNotFound<T>(work: Promise<T>): Promise<T> {
  try {
    return await work;
  } catch (error) {
    if (isForeignKeyViolation(error)) throw petNotFound();
    throw error;
  }
}

/**
 * Medical records, vaccinations and weighings of an owner's pet. Every call first checks the pet
 * is the owner's: another owner's pet answers exactly like a missing one.
 */
export function createPetRecordsService(deps: Pick<AppDeps, 'db' | 'now'>) {
  const pets = createPetsRepository(deps.db);
  const records = createPetRecordsRepository(deps.db);

  async function requireOwnedPet(ownerId: string, petId: string): Promise<void> {
    if (!(await pets.findOwned(ownerId, petId))) throw petNotFound();
  }

  /** Statuses are of today: a dose's depends on the pet's other doses of the same vaccine. */
  async function withStatus(petId: string, dose: StoredVaccination): Promise<Vaccination> {
    const all = await records.listVaccinations([petId]);
    return present(dose, all);
  }
  const present = (dose: StoredVaccination, all: StoredVaccination[]): Vaccination => ({
    ...dose,
    createdAt: dose.createdAt.toISOString(),
    status: statusOf(dose, all, ownersToday(deps.now())),
  });

  return {
    async listMedical(ownerId: string, petId: string): Promise<MedicalRecord[]> {
      await requireOwnedPet(ownerId, petId);
      return records.listMedical(petId);
    },

    async addMedical(ownerId: string, petId: string, input: MedicalRecordRequest) {
      await requireOwnedPet(ownerId, petId);
      return orPetNotFound(records.addMedical(petId, input));
    },

    async replaceMedical(
      ownerId: string,
      petId: string,
      id: string,
      input: MedicalRecordRequest,
      version?: string,
    ): Promise<MedicalRecord> {
      await requireOwnedPet(ownerId, petId);
      return settled(await records.replaceMedical(petId, id, input, version), recordNotFound);
    },

    async removeMedical(ownerId: string, petId: string, id: string, version?: string) {
      await requireOwnedPet(ownerId, petId);
      settled(await records.deleteMedical(petId, id, version), recordNotFound);
    },

    async listVaccinations(ownerId: string, petId: string): Promise<Vaccination[]> {
      await requireOwnedPet(ownerId, petId);
      const all = await records.listVaccinations([petId]);
      return all.map((dose) => present(dose, all));
    },

    async addVaccination(ownerId: string, petId: string, input: VaccinationRequest) {
      await requireOwnedPet(ownerId, petId);
      return withStatus(petId, await orPetNotFound(records.addVaccination(petId, input)));
    },

    async replaceVaccination(
      ownerId: string,
      petId: string,
      id: string,
      input: VaccinationRequest,
      version?: string,
    ): Promise<Vaccination> {
      await requireOwnedPet(ownerId, petId);
      const write = await records.replaceVaccination(petId, id, input, version);
      return withStatus(petId, settled(write, vaccinationNotFound));
    },

    async removeVaccination(ownerId: string, petId: string, id: string, version?: string) {
      await requireOwnedPet(ownerId, petId);
      settled(await records.deleteVaccination(petId, id, version), vaccinationNotFound);
    },

    async listWeights(ownerId: string, petId: string): Promise<WeightEntry[]> {
      await requireOwnedPet(ownerId, petId);
      return createPetWeightsRepository(deps.db).list(petId);
    },

    /** The entry and the pet's new latest weight are written together, under the pet's lock. */
    async addWeight(ownerId: string, petId: string, input: WeightEntryRequest) {
      return deps.db.transaction(async (tx) => {
        const weights = createPetWeightsRepository(tx);
        await weights.lockPet(petId);
        if (!(await createPetsRepository(tx).findOwned(ownerId, petId))) throw petNotFound();
        return weights.add(petId, input.date, input.weight);
      });
    },
  };
}
