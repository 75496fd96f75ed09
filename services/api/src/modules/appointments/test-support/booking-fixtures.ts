import { eq } from 'drizzle-orm';
import type { Express } from 'express';
import { addMinutes } from '@petvet/shared';
import { schema, type Database } from '@petvet/shared/server';
import { createPet, registerAccount, type TestAccount } from '../../../test-support/test-app';

/**
 * Test set-up written straight to the database: clinics, services and slots are managed by the
 * business endpoints of another module, and these tests must not depend on them.
 */

export interface ClinicOptions {
  timeZone?: string;
  businessName?: string;
  address?: string;
  city?: string;
  postcode?: string;
}

const clinicColumns = (options: ClinicOptions) => ({
  timeZone: options.timeZone ?? 'Europe/London',
  businessName: options.businessName ?? 'Camden Animal Clinic',
  address: options.address ?? '12 High Street',
  city: options.city ?? 'London',
  postcode: options.postcode ?? 'NW1 7JR',
});

/** The clinic a business account got at registration, given a name, address and zone. */
export async function setUpClinicOf(
  db: Database,
  accountId: string,
  options: ClinicOptions = {},
): Promise<string> {
  const [row] = await db
    .update(schema.clinics)
    .set(clinicColumns(options))
    .where(eq(schema.clinics.accountId, accountId))
    .returning({ id: schema.clinics.id });
  if (!row) throw new Error(`no clinic for account ${accountId}`);
  return row.id;
}

/** A business account with its clinic set up. */
export async function registerBusiness(
  app: Express,
  db: Database,
  options: ClinicOptions = {},
): Promise<{ account: TestAccount; clinicId: string }> {
  const account = await registerAccount(app, 'vet_business');
  const clinicId = await setUpClinicOf(db, String(account.user.id), options);
  return { account, clinicId };
}

export async function addService(
  db: Database,
  clinicId: string,
  service: { name: string; price: number; duration?: number },
): Promise<string> {
  const [category] = await db
    .insert(schema.serviceCategories)
    .values({ clinicId, name: 'General' })
    .returning({ id: schema.serviceCategories.id });
  if (!category) throw new Error('category insert failed');
  const [row] = await db
    .insert(schema.services)
    .values({
      clinicId,
      categoryId: category.id,
      name: service.name,
      price: service.price,
      duration: service.duration ?? 30,
    })
    .returning({ id: schema.services.id });
  if (!row) throw new Error('service insert failed');
  return row.id;
}

export interface SlotOptions {
  date: string;
  startTime: string;
  duration?: number;
  service?: string;
  serviceId?: string | null;
}

export async function addSlot(db: Database, clinicId: string, slot: SlotOptions): Promise<string> {
  const duration = slot.duration ?? 30;
  const [row] = await db
    .insert(schema.timeSlots)
    .values({
      clinicId,
      date: slot.date,
      startTime: slot.startTime,
      endTime: addMinutes(slot.startTime, duration),
      service: slot.service ?? 'Consultation',
      serviceId: slot.serviceId ?? null,
      duration,
    })
    .returning({ id: schema.timeSlots.id });
  if (!row) throw new Error('slot insert failed');
  return row.id;
}

export async function slotIsBooked(db: Database, slotId: string): Promise<boolean | undefined> {
  const [row] = await db
    .select({ isBooked: schema.timeSlots.isBooked })
    .from(schema.timeSlots)
    .where(eq(schema.timeSlots.id, slotId));
  return row?.isBooked;
}

export async function appointmentRowsForSlot(db: Database, slotId: string) {
  return db.select().from(schema.appointments).where(eq(schema.appointments.timeSlotId, slotId));
}

/** A pet owner with one pet, made through the public API. */
export async function registerOwnerWithPet(
  app: Express,
  pet: Record<string, unknown> = { name: 'Rex', species: 'Dog', breed: 'Beagle' },
): Promise<{ account: TestAccount; petId: string }> {
  const account = await registerAccount(app, 'pet_owner');
  return { account, petId: await createPet(app, account.token, pet) };
}

/** A clock the test moves by hand, injected as deps.now. */
export function manualClock(iso: string) {
  let current = new Date(iso);
  return {
    now: () => new Date(current.getTime()),
    set: (next: string) => {
      current = new Date(next);
    },
  };
}
