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
import { createPetsRepository } from './pets.repository';

export const PET_NOT_FOUND_TEXT = 'Pet not found';

const petNotFound = () => new AppError('NOT_FOUND', PET_NOT_FOUND_TEXT);

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

  /** Another owner's pet answers exactly like a missing one. */
  async function requireOwnedPet(ownerId: string, petId: string): Promise<Pet> {
    const pet = await pets.findOwned(ownerId, petId);
    if (!pet) throw petNotFound();
    return pet;
  }

  return {
    list: (ownerId: string): Promise<Pet[]> => pets.listByOwner(ownerId),

    create: (ownerId: string, input: PetRequest): Promise<Pet> => pets.create(ownerId, input),

    async replace(ownerId: string, petId: string, input: PetRequest): Promise<Pet> {
      const pet = await pets.replaceOwned(ownerId, petId, input);
      if (!pet) throw petNotFound();
      return pet;
    },

    async remove(ownerId: string, petId: string): Promise<void> {
      if (!(await pets.deleteOwned(ownerId, petId))) throw petNotFound();
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
