import { AppError } from '@petvet/shared';
import type {
  MedicalRecord,
  MedicalRecordRequest,
  Pet,
  PetRequest,
  Vaccination,
  VaccinationRequest,
} from '@petvet/shared';
import type { AppDeps } from '../../deps';
import { isForeignKeyViolation } from '../../lib/db-errors';
import { createPetRecordsRepository } from './pet-records.repository';
import { staleVersion } from '../../lib/if-match';
import { createPetsRepository, type GuardedWrite } from './pets.repository';

export const PET_NOT_FOUND_TEXT = 'Pet not found';

const petNotFound = () => new AppError('NOT_FOUND', PET_NOT_FOUND_TEXT);

function settled<T>(write: GuardedWrite<T>): T {
  if ('stale' in write) throw staleVersion();
  if ('missing' in write) throw petNotFound();
  return write.ok;
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

export function createPetsService(deps: Pick<AppDeps, 'db'>) {
  const pets = createPetsRepository(deps.db);
  const records = createPetRecordsRepository(deps.db);

  /** Another owner's pet responds exactly like a missing one. */
  async function requireOwnedPet(ownerId: string, petId: string): Promise<Pet> {
    const pet = await pets.findOwned(ownerId, petId);
    if (!pet) throw petNotFound();
    return pet;
  }

  return {
    list: (ownerId: string): Promise<Pet[]> => pets.listByOwner(ownerId),

    get: (ownerId: string, petId: string): Promise<Pet> => requireOwnedPet(ownerId, petId),

    create: (ownerId: string, input: PetRequest): Promise<Pet> => pets.create(ownerId, input),

    /** Whole-object PUT; left-out optional fields keep their value. Guarded by `version`. */
    async replace(
      ownerId: string,
      petId: string,
      input: PetRequest,
      version?: string,
    ): Promise<Pet> {
      return settled(await pets.updateOwned(ownerId, petId, input, version));
    },

    async remove(ownerId: string, petId: string, version?: string): Promise<void> {
      settled(await pets.deleteOwned(ownerId, petId, version));
    },

    async listMedical(ownerId: string, petId: string): Promise<MedicalRecord[]> {
      await requireOwnedPet(ownerId, petId);
      return records.listMedical(petId);
    },

    async addMedical(
      ownerId: string,
      petId: string,
      input: MedicalRecordRequest,
    ): Promise<MedicalRecord> {
      await requireOwnedPet(ownerId, petId);
      return orPetNotFound(records.addMedical(petId, input));
    },

    async listVaccinations(ownerId: string, petId: string): Promise<Vaccination[]> {
      await requireOwnedPet(ownerId, petId);
      return records.listVaccinations(petId);
    },

    async addVaccination(
      ownerId: string,
      petId: string,
      input: VaccinationRequest,
    ): Promise<Vaccination> {
      await requireOwnedPet(ownerId, petId);
      return orPetNotFound(records.addVaccination(petId, input));
    },
  };
}
