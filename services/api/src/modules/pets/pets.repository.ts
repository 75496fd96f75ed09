import { and, asc, eq, sql } from 'drizzle-orm';
import { schema, type Database } from '@petvet/shared/server';
import type { Pet, PetRequest } from '@petvet/shared';

const { pets } = schema;

type PetRow = typeof pets.$inferSelect;

const toPet = (row: PetRow): Pet => ({
  id: row.id,
  name: row.name,
  species: row.species,
  breed: row.breed,
  age: row.age,
  weight: row.weight,
  gender: row.gender,
  medicalNotes: row.medicalNotes,
});

/** A full replace: fields the form left empty are stored as empty, not kept from before. */
const columnsOf = (input: PetRequest) => ({
  name: input.name,
  species: input.species,
  breed: input.breed ?? null,
  age: input.age ?? null,
  weight: input.weight ?? null,
  gender: input.gender ?? null,
  medicalNotes: input.medicalNotes ?? null,
});

/** Every query is scoped to the owner, so another owner's pet is simply not found. */
export function createPetsRepository(db: Database) {
  return {
    async listByOwner(ownerId: string): Promise<Pet[]> {
      const rows = await db
        .select()
        .from(pets)
        .where(eq(pets.ownerId, ownerId))
        .orderBy(asc(pets.createdAt), asc(pets.id));
      return rows.map(toPet);
    },

    async findOwned(ownerId: string, petId: string): Promise<Pet | null> {
      const [row] = await db
        .select()
        .from(pets)
        .where(and(eq(pets.id, petId), eq(pets.ownerId, ownerId)))
        .limit(1);
      return row ? toPet(row) : null;
    },

    async create(ownerId: string, input: PetRequest): Promise<Pet> {
      const [row] = await db
        .insert(pets)
        .values({ ownerId, ...columnsOf(input) })
        .returning();
      if (!row) throw new Error('pet insert returned no row');
      return toPet(row);
    },

    async replaceOwned(ownerId: string, petId: string, input: PetRequest): Promise<Pet | null> {
      const [row] = await db
        .update(pets)
        .set({ ...columnsOf(input), updatedAt: sql`now()` })
        .where(and(eq(pets.id, petId), eq(pets.ownerId, ownerId)))
        .returning();
      return row ? toPet(row) : null;
    },

    async deleteOwned(ownerId: string, petId: string): Promise<boolean> {
      const rows = await db
        .delete(pets)
        .where(and(eq(pets.id, petId), eq(pets.ownerId, ownerId)))
        .returning({ id: pets.id });
      return rows.length > 0;
    },
  };
}

export type PetsRepository = ReturnType<typeof createPetsRepository>;
