import { schema, type Database } from '@petvet/shared/server';
import { addDays, seedId } from './seed-random';

type PetRow = typeof schema.pets.$inferInsert;

export interface SeedPet {
  key: string;
  name: string;
  species: string;
  breed: string;
  age: number;
  weight: number;
  gender: string;
  medicalNotes?: string;
}

export const OWNER_PETS: SeedPet[] = [
  {
    key: 'bella',
    name: 'Bella',
    species: 'Dog',
    breed: 'Labrador Retriever',
    age: 4,
    weight: 28.5,
    gender: 'Spayed Female',
    medicalNotes: 'Allergic to chicken. Loves tennis balls.',
  },
  {
    key: 'milo',
    name: 'Milo',
    species: 'Cat',
    breed: 'British Shorthair',
    age: 2,
    weight: 4.2,
    gender: 'Neutered Male',
  },
  {
    key: 'pip',
    name: 'Pip',
    species: 'Rabbit',
    breed: 'Holland Lop',
    age: 1,
    weight: 1.6,
    gender: 'Male',
  },
];

export const CUSTOMER_PETS: SeedPet[] = [
  {
    key: 'max',
    name: 'Max',
    species: 'Dog',
    breed: 'Border Collie',
    age: 6,
    weight: 19,
    gender: 'Male',
  },
  {
    key: 'luna',
    name: 'Luna',
    species: 'Cat',
    breed: 'Siamese',
    age: 3,
    weight: 3.8,
    gender: 'Female',
  },
  {
    key: 'rocky',
    name: 'Rocky',
    species: 'Dog',
    breed: 'French Bulldog',
    age: 5,
    weight: 12.4,
    gender: 'Male',
  },
  {
    key: 'coco',
    name: 'Coco',
    species: 'Dog',
    breed: 'Cavapoo',
    age: 2,
    weight: 8.1,
    gender: 'Female',
  },
];

export const petIdOf = (ownerId: string, key: string) => seedId(`pet:${ownerId}:${key}`);

export async function seedPets(db: Database, ownerId: string, pets: SeedPet[]): Promise<void> {
  const rows: PetRow[] = pets.map(({ key, ...pet }) => ({
    ...pet,
    id: petIdOf(ownerId, key),
    ownerId,
    medicalNotes: pet.medicalNotes ?? null,
  }));
  await db.insert(schema.pets).values(rows).onConflictDoNothing();
}

/** The demo owner's health history, dated relative to the day of seeding. */
export async function seedHealthRecords(db: Database, ownerId: string, today: string) {
  const bella = petIdOf(ownerId, 'bella');
  const milo = petIdOf(ownerId, 'milo');
  const pip = petIdOf(ownerId, 'pip');
  const record = (key: string, row: Omit<typeof schema.medicalRecords.$inferInsert, 'id'>) => ({
    id: seedId(`record:${ownerId}:${key}`),
    ...row,
  });
  await db
    .insert(schema.medicalRecords)
    .values([
      record('bella-annual', {
        petId: bella,
        date: addDays(today, -120),
        type: 'checkup',
        title: 'Annual health check',
        description: 'Healthy weight, good heart and lungs. Mild tartar.',
        vetName: 'Dr. Priya Shah',
        vetClinic: 'Camden Town Veterinary Surgery',
      }),
      record('bella-ear', {
        petId: bella,
        date: addDays(today, -45),
        type: 'illness',
        title: 'Ear infection (left ear)',
        description: 'Head shaking and redness; yeast seen on cytology.',
        vetName: 'Dr. Priya Shah',
        vetClinic: 'Camden Town Veterinary Surgery',
        treatment: 'Ear cleaned; drops twice daily for 10 days',
        medications: 'Otomax ear drops',
        followUpRequired: true,
        followUpDate: addDays(today, 14),
      }),
      record('milo-neuter', {
        petId: milo,
        date: addDays(today, -300),
        type: 'surgery',
        title: 'Castration',
        description: 'Routine neuter, uneventful recovery.',
        vetName: 'Dr. Tom Hughes',
        vetClinic: 'Clapham Common Vets',
        medications: 'Meloxicam for 3 days',
      }),
      record('pip-check', {
        petId: pip,
        date: addDays(today, -30),
        type: 'checkup',
        title: 'Teeth and weight check',
        description: 'Incisors in good shape. Keep hay at 80% of diet.',
        vetName: 'Dr. Priya Shah',
        vetClinic: 'Camden Town Veterinary Surgery',
      }),
    ])
    .onConflictDoNothing();

  const vaccine = (key: string, row: Omit<typeof schema.vaccinations.$inferInsert, 'id'>) => ({
    id: seedId(`vaccination:${ownerId}:${key}`),
    vetName: 'Dr. Priya Shah',
    vetClinic: 'Camden Town Veterinary Surgery',
    ...row,
  });
  await db
    .insert(schema.vaccinations)
    .values([
      vaccine('bella-dhpp', {
        petId: bella,
        vaccineName: 'DHPP booster',
        dateGiven: addDays(today, -200),
        nextDueDate: addDays(today, 165),
        batchNumber: 'DH-20931',
      }),
      vaccine('bella-lepto', {
        petId: bella,
        vaccineName: 'Leptospirosis L4',
        dateGiven: addDays(today, -200),
        nextDueDate: addDays(today, 165),
        batchNumber: 'L4-55812',
      }),
      vaccine('bella-kc', {
        petId: bella,
        vaccineName: 'Kennel cough (intranasal)',
        dateGiven: addDays(today, -20),
        nextDueDate: addDays(today, 345),
        notes: 'Before boarding kennels',
      }),
      vaccine('milo-fvrcp', {
        petId: milo,
        vaccineName: 'FVRCP',
        dateGiven: addDays(today, -60),
        nextDueDate: addDays(today, 305),
        batchNumber: 'FV-11873',
      }),
      vaccine('pip-rhd2', {
        petId: pip,
        vaccineName: 'RHDV2 and myxomatosis',
        dateGiven: addDays(today, -90),
        nextDueDate: addDays(today, 275),
      }),
    ])
    .onConflictDoNothing();
}
