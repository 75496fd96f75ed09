import { and, asc, eq, getTableColumns, sql } from 'drizzle-orm';
import { schema, type Database } from '@petvet/shared/server';
import type { Pet, PetRequest } from '@petvet/shared';
import { atVersion, versionOf } from '../../lib/if-match';

const { pets } = schema;

type PetRow = typeof pets.$inferSelect & { version: string };
/** A pet as stored; its vaccination status is worked out on the day asked. */
export type StoredPet = Omit<Pet, 'vaccinationStatus'>;

// Every read and write returns the row's version with it.
const withVersion = { ...getTableColumns(pets), version: versionOf(pets) };

const toPet = (row: PetRow): StoredPet => ({
  id: row.id,
  name: row.name,
  species: row.species,
  breed: row.breed,
  age: row.age,
  weight: row.weight,
  gender: row.gender,
  medicalNotes: row.medicalNotes,
  allergies: row.allergies,
  chronicConditions: row.chronicConditions,
  microchipNumber: row.microchipNumber,
  version: row.version,
});

/** A new pet: fields not given are stored as empty. */
const columnsOf = (input: PetRequest) => ({
  name: input.name,
  species: input.species,
  breed: input.breed ?? null,
  age: input.age ?? null,
  weight: input.weight ?? null,
  gender: input.gender ?? null,
  medicalNotes: input.medicalNotes ?? null,
  allergies: input.allergies ?? [],
  chronicConditions: input.chronicConditions ?? [],
  microchipNumber: input.microchipNumber ?? null,
});

/** An update: only the fields given (null clears); a field left out keeps its stored value. */
const givenColumnsOf = (input: PetRequest) =>
  Object.fromEntries(Object.entries(input).filter(([, value]) => value !== undefined));

/** What a guarded write found: the pet, a pet at another version, or no such pet of the owner. */
export type GuardedWrite<T> = { ok: T } | { stale: true } | { missing: true };

/** Every query is scoped to the owner, so another owner's pet is simply not found. */
export function createPetsRepository(db: Database) {
  return {
    async listByOwner(ownerId: string): Promise<StoredPet[]> {
      const rows = await db
        .select(withVersion)
        .from(pets)
        .where(eq(pets.ownerId, ownerId))
        .orderBy(asc(pets.createdAt), asc(pets.id));
      return rows.map(toPet);
    },

    async findOwned(ownerId: string, petId: string): Promise<StoredPet | null> {
      const [row] = await db
        .select(withVersion)
        .from(pets)
        .where(and(eq(pets.id, petId), eq(pets.ownerId, ownerId)))
        .limit(1);
      return row ? toPet(row) : null;
    },

    async create(ownerId: string, input: PetRequest): Promise<StoredPet> {
      const [row] = await db
        .insert(pets)
        .values({ ownerId, ...columnsOf(input) })
        .returning(withVersion);
      if (!row) throw new Error('pet insert returned no row');
      return toPet(row);
    },

    /**
     * Writes the fields given, only if the pet is still at `version` (when one is asked for):
     * the check is part of the UPDATE, so of concurrent writes from the same read one wins.
     */
    async updateOwned(
      ownerId: string,
      petId: string,
      input: PetRequest,
      version: string | undefined,
    ): Promise<GuardedWrite<StoredPet>> {
      const [row] = await db
        .update(pets)
        .set({ ...givenColumnsOf(input), updatedAt: sql`now()` })
        .where(and(eq(pets.id, petId), eq(pets.ownerId, ownerId), atVersion(pets, version)))
        .returning(withVersion);
      if (row) return { ok: toPet(row) };
      return (await this.findOwned(ownerId, petId)) ? { stale: true } : { missing: true };
    },

    async deleteOwned(
      ownerId: string,
      petId: string,
      version: string | undefined,
    ): Promise<GuardedWrite<true>> {
      const rows = await db
        .delete(pets)
        .where(and(eq(pets.id, petId), eq(pets.ownerId, ownerId), atVersion(pets, version)))
        .returning({ id: pets.id });
      if (rows.length > 0) return { ok: true };
      return (await this.findOwned(ownerId, petId)) ? { stale: true } : { missing: true };
    },
  };
}

export type PetsRepository = ReturnType<typeof createPetsRepository>;
