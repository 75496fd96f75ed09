import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { and, eq, inArray, sql } from 'drizzle-orm';
import {
  createScratchDatabase,
  openDatabase,
  rowsOf,
  schema,
  type DatabaseHandle,
  type ScratchDatabase,
} from '@petvet/shared/server';
import { isDatabaseEmpty, seedDemoData } from './seed';
import { DEMO_BUSINESS, DEMO_OWNER } from './seed-accounts';

const TABLES = [
  'accounts',
  'clinics',
  'service_categories',
  'services',
  'time_slots',
  'pets',
  'medical_records',
  'vaccinations',
  'appointments',
  'reviews',
  'global_practices',
  'global_practice_services',
] as const;

async function counts(handle: DatabaseHandle): Promise<Record<string, number>> {
  const result: Record<string, number> = {};
  for (const table of TABLES) {
    const rows = rowsOf<{ n: number }>(
      await handle.db.execute(sql`select count(*)::int as n from ${sql.identifier(table)}`),
    );
    result[table] = rows[0]?.n ?? -1;
  }
  return result;
}

/** Seeding gets a database of its own, so the demo clinics never meet other tests' data. */
describe('demo data', () => {
  let database: ScratchDatabase;
  let handle: DatabaseHandle;
  const now = new Date('2030-03-06T10:00:00Z');

  beforeAll(async () => {
    database = await createScratchDatabase(inject('databaseUrl'), 'petvet_seed');
    handle = await openDatabase({ databaseUrl: database.url, migrate: true });
  });

  afterAll(async () => {
    await handle?.close();
    await database?.drop();
  });

  it('when seeding twice, then the second run changes no row counts', async () => {
    expect(await isDatabaseEmpty(handle.db)).toBe(true);
    await seedDemoData(handle.db, { now });
    const first = await counts(handle);
    await seedDemoData(handle.db, { now });
    expect(await counts(handle)).toEqual(first);
    expect(await isDatabaseEmpty(handle.db)).toBe(false);
    expect(first.clinics).toBeGreaterThanOrEqual(45);
    expect(first.global_practices).toBeGreaterThanOrEqual(1000);
    expect(first.time_slots).toBeGreaterThan(first.clinics! * 25 * 12 - 1);
  }, 120_000);

  it('when seeded, then London, New York and Los Angeles each have 3+ clinics within 10 km of the centre', async () => {
    for (const [city, lat, lng] of [
      ['London', 51.5074, -0.1278],
      ['New York', 40.7128, -74.006],
      ['Los Angeles', 34.0522, -118.2437],
    ] as const) {
      const rows = rowsOf<{ n: number }>(
        await handle.db.execute(sql`
          select count(*)::int as n from clinics
          where city = ${city}
            and earth_distance(ll_to_earth(latitude, longitude), ll_to_earth(${lat}, ${lng})) < 10000`),
      );
      expect(rows[0]?.n, city).toBeGreaterThanOrEqual(3);
    }
    const cities = rowsOf<{ n: number }>(
      await handle.db.execute(sql`select count(distinct city)::int as n from clinics`),
    );
    expect(cities[0]?.n).toBeGreaterThanOrEqual(15);
  });

  it('when seeded, then the demo owner has pets, records and upcoming and past appointments', async () => {
    const [owner] = await handle.db
      .select()
      .from(schema.accounts)
      .where(eq(schema.accounts.email, DEMO_OWNER.email));
    expect(owner?.passwordHash).toMatch(/^\$argon2id\$/);
    const pets = await handle.db
      .select()
      .from(schema.pets)
      .where(eq(schema.pets.ownerId, owner!.id));
    expect(pets.length).toBeGreaterThanOrEqual(2);
    const appointments = await handle.db
      .select()
      .from(schema.appointments)
      .where(eq(schema.appointments.ownerId, owner!.id));
    const today = '2030-03-06';
    expect(appointments.some((a) => a.appointmentDate > today && a.status !== 'cancelled')).toBe(
      true,
    );
    expect(appointments.some((a) => a.appointmentDate < today && a.status === 'completed')).toBe(
      true,
    );
    const booked = await handle.db
      .select()
      .from(schema.timeSlots)
      .where(and(eq(schema.timeSlots.isBooked, true)));
    const upcomingSlots = appointments.map((a) => a.timeSlotId).filter(Boolean);
    expect(booked.map((slot) => slot.id)).toEqual(expect.arrayContaining(upcomingSlots));
  });

  it('when seeded, then each clinic is priced in its country’s currency: New York USD, Paris EUR, London GBP', async () => {
    const rows = await handle.db
      .selectDistinct({ city: schema.clinics.city, currency: schema.clinics.currency })
      .from(schema.clinics)
      .where(inArray(schema.clinics.city, ['New York', 'Paris', 'London']));
    expect(rows.sort((a, b) => a.city.localeCompare(b.city))).toEqual([
      { city: 'London', currency: 'GBP' },
      { city: 'New York', currency: 'USD' },
      { city: 'Paris', currency: 'EUR' },
    ]);
  });

  it('when seeded, then the demo business owns a London clinic with services and rated reviews', async () => {
    const [business] = await handle.db
      .select()
      .from(schema.accounts)
      .where(eq(schema.accounts.email, DEMO_BUSINESS.email));
    const [clinic] = await handle.db
      .select()
      .from(schema.clinics)
      .where(eq(schema.clinics.accountId, business!.id));
    expect(clinic).toMatchObject({
      city: 'London',
      timeZone: 'Europe/London',
      country: 'GB',
      currency: 'GBP',
    });
    expect(clinic?.openingHours).toHaveLength(7);
    expect(clinic?.reviewCount).toBeGreaterThan(0);
    expect(clinic?.ratingAverage).toBeGreaterThanOrEqual(1);
    const services = await handle.db
      .select()
      .from(schema.services)
      .where(eq(schema.services.clinicId, clinic!.id));
    expect(services.length).toBeGreaterThanOrEqual(4);
    expect(services.every((service) => service.price > 0)).toBe(true);
  });
});
