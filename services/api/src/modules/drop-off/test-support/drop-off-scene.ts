import type { Express } from 'express';
import request from 'supertest';
import { eq } from 'drizzle-orm';
import { schema, type Database } from '@petvet/shared/server';
import { bearer, type TestAccount } from '../../../test-support/test-app';
import {
  registerBusiness,
  registerOwnerWithPet,
} from '../../appointments/test-support/booking-fixtures';

/**
 * The setup: Camden Animal Clinic (London) runs surgery days. Pets are admitted 08:00-09:00 on
 * Mondays and 08:00-09:30 on Wednesdays, collected from 16:00, at most 6 drop-offs a day. It
 * offers Neutering for dogs and cats (at most 4 a day), Dental scale for any species (only the
 * total cap), and a Consultation booked by time.
 */
export const SCENE_RULES = {
  windows: [
    { day: 'monday', start: '08:00', end: '09:00' },
    { day: 'wednesday', start: '08:00', end: '09:30' },
  ],
  collectionTime: '16:00',
  dailyCap: 6,
  clinicianId: null,
} as const;

export interface DropOffScene {
  business: TestAccount;
  clinicId: string;
  neuteringId: string;
  dentalId: string;
  consultationId: string;
}

async function addServices(db: Database, clinicId: string) {
  const [category] = await db
    .insert(schema.serviceCategories)
    .values({ clinicId, name: 'Surgery' })
    .returning({ id: schema.serviceCategories.id });
  if (!category) throw new Error('category insert failed');
  const rows = await db
    .insert(schema.services)
    .values([
      {
        clinicId,
        categoryId: category.id,
        name: 'Neutering',
        price: 180,
        duration: 90,
        species: ['Dog', 'Cat'],
        bookingMode: 'drop_off' as const,
        dailyCap: 4,
      },
      {
        clinicId,
        categoryId: category.id,
        name: 'Dental scale',
        price: 140,
        duration: 60,
        bookingMode: 'drop_off' as const,
      },
      { clinicId, categoryId: category.id, name: 'Consultation', price: 45, duration: 30 },
    ])
    .returning({ id: schema.services.id });
  const [neutering, dental, consultation] = rows.map((row) => row.id);
  if (!neutering || !dental || !consultation) throw new Error('service insert failed');
  return { neuteringId: neutering, dentalId: dental, consultationId: consultation };
}

/** The clinic with its drop-off settings written straight to the database. */
export async function setUpDropOffScene(app: Express, db: Database): Promise<DropOffScene> {
  const { account: business, clinicId } = await registerBusiness(app, db);
  await db
    .update(schema.clinics)
    .set({ dropOff: { ...SCENE_RULES, windows: [...SCENE_RULES.windows] } })
    .where(eq(schema.clinics.id, clinicId));
  return { business, clinicId, ...(await addServices(db, clinicId)) };
}

export type Owner = Awaited<ReturnType<typeof registerOwnerWithPet>>;

/** Owners with a dog each, signed up in small batches (password hashing is slow on purpose). */
export async function registerDogOwners(app: Express, count: number): Promise<Owner[]> {
  let owners: Owner[] = [];
  for (let i = 0; i < count; i += 10) {
    const size = Math.min(10, count - i);
    owners = owners.concat(
      await Promise.all(Array.from({ length: size }, () => registerOwnerWithPet(app))),
    );
  }
  return owners;
}

export const postDropOff = (
  app: Express | string,
  owner: Owner,
  body: { vetId: string; serviceId: string; date: string; notes?: string },
) =>
  request(app)
    .post('/api/drop-offs')
    .set(bearer(owner.account.token))
    .send({ ...body, petId: owner.petId });
