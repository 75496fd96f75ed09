import { sql } from 'drizzle-orm';
import { schema, type Database } from '@petvet/shared/server';
import { addDays, seedId } from './seed-random';
import { petIdOf } from './seed-pets';

/**
 * Bella's record as Camden sees it: her owner shares it with Camden, Dr Patel recorded her rabies
 * vaccination and weighed her at the visit 35 days ago, and her chicken allergy is on her record.
 */
export async function seedSharedRecord(
  db: Database,
  input: { ownerId: string; clinicId: string; clinicName: string; today: string; vetPatel: string },
): Promise<void> {
  const bella = petIdOf(input.ownerId, 'bella');
  const visitId = seedId('appointment:owner-bella-past');
  const staffId = seedId(`staff:${input.vetPatel}`);
  const visitDay = addDays(input.today, -35);
  await db
    .update(schema.pets)
    .set({
      allergies: sql`array['Chicken']::text[]`,
      chronicConditions: sql`array['Mild hip dysplasia']::text[]`,
    })
    .where(sql`${schema.pets.id} = ${bella} and cardinality(${schema.pets.allergies}) = 0`);
  await db
    .insert(schema.petRecordShares)
    .values({ petId: bella, clinicId: input.clinicId, shared: true })
    .onConflictDoNothing();
  const written = {
    writtenByClinicId: input.clinicId,
    writtenByStaffId: staffId,
    appointmentId: visitId,
  };
  await db
    .insert(schema.vaccinations)
    .values({
      id: seedId(`vaccination:${input.ownerId}:bella-rabies`),
      petId: bella,
      vaccineName: 'Rabies',
      dateGiven: visitDay,
      nextDueDate: addDays(visitDay, 365),
      vetName: 'Dr Priya Patel',
      vetClinic: input.clinicName,
      batchNumber: 'RB-40217',
      ...written,
    })
    .onConflictDoNothing();
  await db
    .insert(schema.petWeights)
    .values([
      {
        id: seedId(`weight:${input.ownerId}:bella-spring`),
        petId: bella,
        date: addDays(input.today, -160),
        weight: 29.4,
      },
      {
        id: seedId(`weight:${input.ownerId}:bella-visit`),
        petId: bella,
        date: visitDay,
        weight: 28.5,
        ...written,
      },
    ])
    .onConflictDoNothing();
}
