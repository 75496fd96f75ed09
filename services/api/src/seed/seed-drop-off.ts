import { and, eq, isNull, sql } from 'drizzle-orm';
import { WEEK_DAYS } from '@petvet/shared';
import { schema, type Database } from '@petvet/shared/server';
import type { SeededClinic } from './seed-clinics';
import { seedId } from './seed-random';

export const DROP_OFF_SERVICE = 'Neutering';

/**
 * Camden's surgery day: a Theatre room, a neutering service booked as a drop-off (dogs and cats,
 * four a day) that needs it, and the clinic's drop-off rules: admitted 08:00-09:00 on weekdays,
 * collected from 16:00, six procedures a day in all, Dr Hughes's list.
 */
export async function seedCamdenDropOff(
  db: Database,
  clinic: SeededClinic,
  theatreClinicianId: string,
): Promise<void> {
  const theatreId = seedId(`${clinic.id}:room:theatre`);
  await db
    .insert(schema.rooms)
    .values({ id: theatreId, clinicId: clinic.id, name: 'Theatre' })
    .onConflictDoNothing();

  const categoryId = await surgeryCategoryOf(db, clinic.id);
  await db
    .insert(schema.services)
    .values({
      id: seedId(`${clinic.id}:service:neutering-drop-off`),
      clinicId: clinic.id,
      categoryId,
      name: DROP_OFF_SERVICE,
      description: 'Dropped off in the morning, home the same afternoon; pain relief included',
      price: 195,
      duration: 90,
      displayOrder: 10,
      roomId: theatreId,
      species: ['Dog', 'Cat'],
      bookingMode: 'drop_off',
      dailyCap: 4,
    })
    .onConflictDoNothing();

  await db
    .update(schema.clinics)
    .set({
      dropOff: {
        windows: WEEK_DAYS.slice(0, 5).map((day) => ({ day, start: '08:00', end: '09:00' })),
        collectionTime: '16:00',
        dailyCap: 6,
        clinicianId: theatreClinicianId,
      },
      // The clinic card lists its services by name.
      services: sql`case when ${schema.clinics.services} ? ${DROP_OFF_SERVICE}
        then ${schema.clinics.services}
        else ${schema.clinics.services} || jsonb_build_array(${DROP_OFF_SERVICE}::text) end`,
    })
    // Rules the clinic has changed since are its own.
    .where(and(eq(schema.clinics.id, clinic.id), isNull(schema.clinics.dropOff)));
}

/** Camden's Surgery category when its catalogue has one, else one made for the drop-off. */
async function surgeryCategoryOf(db: Database, clinicId: string): Promise<string> {
  const [found] = await db
    .select({ id: schema.serviceCategories.id })
    .from(schema.serviceCategories)
    .where(
      and(
        eq(schema.serviceCategories.clinicId, clinicId),
        eq(schema.serviceCategories.name, 'Surgery'),
      ),
    );
  if (found) return found.id;
  const id = seedId(`${clinicId}:category:surgery`);
  await db
    .insert(schema.serviceCategories)
    .values({
      id,
      clinicId,
      name: 'Surgery',
      description: 'Neutering and procedures under anaesthetic',
      icon: '🩺',
      displayOrder: 20,
    })
    .onConflictDoNothing();
  return id;
}
