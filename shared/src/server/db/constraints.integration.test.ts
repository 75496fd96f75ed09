import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { openDatabase, type DatabaseHandle } from './client';
import * as schema from './schema';
// Brings in the typed inject() keys the global setup provides.
import type {} from '../../../../test-support/global-setup';

/** The PostgreSQL error code behind a Drizzle error (it wraps the driver's error as `cause`). */
function pgCode(error: unknown): string | undefined {
  let current: unknown = error;
  for (let depth = 0; depth < 4 && current; depth += 1) {
    const code = (current as { code?: unknown }).code;
    if (typeof code === 'string' && /^[0-9A-Z]{5}$/.test(code)) return code;
    current = (current as { cause?: unknown }).cause;
  }
  return undefined;
}

async function failureCode(work: Promise<unknown>): Promise<string | undefined> {
  try {
    await work;
  } catch (error) {
    return pgCode(error) ?? 'unknown';
  }
  return undefined;
}

const EXCLUSION_VIOLATION = '23P01';
const CHECK_VIOLATION = '23514';

describe('database constraints', () => {
  let handle: DatabaseHandle;
  let ownerId: string;
  let clinicId: string;
  let petId: string;

  beforeAll(async () => {
    handle = await openDatabase({ databaseUrl: inject('databaseUrl') });
    const { db } = handle;
    const [owner] = await db
      .insert(schema.accounts)
      .values({
        email: `constraints.${randomBytes(4).toString('hex')}@example.test`,
        passwordHash: 'not-a-real-hash',
        firstName: 'Cora',
        lastName: 'Constraint',
        userType: 'pet_owner',
      })
      .returning();
    const [clinic] = await db
      .insert(schema.clinics)
      .values({ businessName: 'Check Clinic' })
      .returning();
    const [pet] = await db
      .insert(schema.pets)
      .values({ ownerId: owner!.id, name: 'Rex', species: 'Dog' })
      .returning();
    ownerId = owner!.id;
    clinicId = clinic!.id;
    petId = pet!.id;
  });

  afterAll(async () => {
    await handle.close();
  });

  const newSlot = async (startTime: string) => {
    const [slot] = await handle.db
      .insert(schema.timeSlots)
      .values({
        clinicId,
        date: '2030-01-07',
        startTime,
        endTime: '23:59',
        service: 'Consultation',
        duration: 30,
      })
      .returning();
    return slot!.id;
  };

  const appointmentOn = (timeSlotId: string, status: string, time = '09:00') =>
    handle.db.insert(schema.appointments).values({
      clinicId,
      ownerId,
      petId,
      petName: 'Rex',
      petSpecies: 'Dog',
      timeSlotId,
      serviceType: 'Consultation',
      appointmentDate: '2030-01-07',
      appointmentTime: time,
      duration: 30,
      status,
    });

  it('when an active appointment covers a time, then a second active one overlapping it is refused', async () => {
    const slotId = await newSlot('09:00');
    await appointmentOn(slotId, 'pending');
    expect(await failureCode(appointmentOn(slotId, 'confirmed'))).toBe(EXCLUSION_VIOLATION);
    expect(await failureCode(appointmentOn(slotId, 'pending', '09:15'))).toBe(EXCLUSION_VIOLATION);
  });

  it('when the appointment on a slot was cancelled, then a new active one is allowed', async () => {
    const slotId = await newSlot('10:00');
    await appointmentOn(slotId, 'cancelled', '10:00');
    await appointmentOn(slotId, 'cancelled', '10:00');
    expect(await failureCode(appointmentOn(slotId, 'pending', '10:00'))).toBeUndefined();
    const rows = await handle.db
      .select()
      .from(schema.appointments)
      .where(eq(schema.appointments.timeSlotId, slotId));
    expect(rows.map((row) => row.status).sort()).toEqual(['cancelled', 'cancelled', 'pending']);
  });

  it.each([0, 6])('when a review is rated %i, then it is refused', async (rating) => {
    const insert = handle.db
      .insert(schema.reviews)
      .values({ clinicId, ownerId, rating, comment: 'Lovely staff' });
    expect(await failureCode(insert)).toBe(CHECK_VIOLATION);
  });

  it('when a review is rated 1 or 5, then it is stored', async () => {
    for (const rating of [1, 5]) {
      const insert = handle.db
        .insert(schema.reviews)
        .values({ clinicId, ownerId, rating, comment: 'Fine' });
      expect(await failureCode(insert)).toBeUndefined();
    }
  });

  it.each([-1, 51])('when a pet is %i years old, then it is refused', async (age) => {
    const insert = handle.db
      .insert(schema.pets)
      .values({ ownerId, name: 'Old', species: 'Cat', age });
    expect(await failureCode(insert)).toBe(CHECK_VIOLATION);
  });

  it('when a pet is 0 or 50 years old, then it is stored', async () => {
    for (const age of [0, 50]) {
      const insert = handle.db
        .insert(schema.pets)
        .values({ ownerId, name: 'Edge', species: 'Cat', age });
      expect(await failureCode(insert)).toBeUndefined();
    }
  });

  it('when a service price is 0 or negative, then it is refused; a positive price is stored', async () => {
    const [category] = await handle.db
      .insert(schema.serviceCategories)
      .values({ clinicId, name: 'Prices' })
      .returning();
    const service = (price: number) =>
      handle.db
        .insert(schema.services)
        .values({ clinicId, categoryId: category!.id, name: 'Check-up', price, duration: 30 });
    expect(await failureCode(service(0))).toBe(CHECK_VIOLATION);
    expect(await failureCode(service(-5))).toBe(CHECK_VIOLATION);
    expect(await failureCode(service(0.01))).toBeUndefined();
  });

  it('when a category is deleted, then its services are deleted with it', async () => {
    const [category] = await handle.db
      .insert(schema.serviceCategories)
      .values({ clinicId, name: 'Dental' })
      .returning();
    await handle.db.insert(schema.services).values([
      { clinicId, categoryId: category!.id, name: 'Scale and polish', price: 120, duration: 45 },
      { clinicId, categoryId: category!.id, name: 'Extraction', price: 250, duration: 60 },
    ]);
    const servicesOf = () =>
      handle.db.select().from(schema.services).where(eq(schema.services.categoryId, category!.id));
    expect(await servicesOf()).toHaveLength(2);
    await handle.db
      .delete(schema.serviceCategories)
      .where(eq(schema.serviceCategories.id, category!.id));
    expect(await servicesOf()).toHaveLength(0);
  });
});
