import { AppError } from '@petvet/shared';
import type { Pet, PetRequest } from '@petvet/shared';
import type { AppDeps } from '../../deps';
import { createPetRecordsRepository } from './pet-records.repository';
import { createPetWeightsRepository } from './pet-weights.repository';
import { staleVersion } from '../../lib/if-match';
import { createPetsRepository, type GuardedWrite, type StoredPet } from './pets.repository';
import { ownersToday, petStatuses } from './vaccination-status';

export const PET_NOT_FOUND_TEXT = 'Pet not found';

export const petNotFound = () => new AppError('NOT_FOUND', PET_NOT_FOUND_TEXT);

function settled<T>(write: GuardedWrite<T>): T {
  if ('stale' in write) throw staleVersion();
  if ('missing' in write) throw petNotFound();
  return write.ok;
}

export function createPetsService(deps: Pick<AppDeps, 'db' | 'now'>) {
  const pets = createPetsRepository(deps.db);
  const records = createPetRecordsRepository(deps.db);

  /** The pets with the most urgent state of their vaccinations on today's date. */
  async function withStatuses(stored: StoredPet[]): Promise<Pet[]> {
    const doses = await records.listVaccinations(stored.map((pet) => pet.id));
    const statuses = petStatuses(doses, ownersToday(deps.now()));
    return stored.map((pet) => ({ ...pet, vaccinationStatus: statuses.get(pet.id) ?? null }));
  }
  const one = async (pet: StoredPet): Promise<Pet> =>
    (await withStatuses([pet]))[0] ?? { ...pet, vaccinationStatus: null };

  return {
    list: async (ownerId: string): Promise<Pet[]> => withStatuses(await pets.listByOwner(ownerId)),

    async get(ownerId: string, petId: string): Promise<Pet> {
      const pet = await pets.findOwned(ownerId, petId);
      if (!pet) throw petNotFound();
      return one(pet);
    },

    /** A pet added with a weight starts its weight history with it, dated today. */
    async create(ownerId: string, input: PetRequest): Promise<Pet> {
      const pet = await deps.db.transaction(async (tx) => {
        const created = await createPetsRepository(tx).create(ownerId, input);
        if (created.weight === null) return created;
        await createPetWeightsRepository(tx).add(
          created.id,
          ownersToday(deps.now()),
          created.weight,
        );
        return (await createPetsRepository(tx).findOwned(ownerId, created.id)) ?? created;
      });
      return { ...pet, vaccinationStatus: null };
    },

    /**
     * Whole-object PUT; left-out optional fields keep their value. Guarded by `version`. A new
     * weight is also a weighing today, so the history and the pet's weight stay one story.
     */
    async replace(
      ownerId: string,
      petId: string,
      input: PetRequest,
      version?: string,
    ): Promise<Pet> {
      const pet = await deps.db.transaction(async (tx) => {
        const txPets = createPetsRepository(tx);
        const weights = createPetWeightsRepository(tx);
        await weights.lockPet(petId);
        const before = await txPets.findOwned(ownerId, petId);
        const saved = settled(await txPets.updateOwned(ownerId, petId, input, version));
        if (input.weight == null || input.weight === before?.weight) return saved;
        await weights.add(petId, ownersToday(deps.now()), input.weight);
        return (await txPets.findOwned(ownerId, petId)) ?? saved;
      });
      return one(pet);
    },

    async remove(ownerId: string, petId: string, version?: string): Promise<void> {
      settled(await pets.deleteOwned(ownerId, petId, version));
    },
  };
}
