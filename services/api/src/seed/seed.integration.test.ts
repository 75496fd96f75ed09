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
import { DEMO_RECEPTION, DEMO_VET_PATEL } from './seed-team';

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
  'clinicians',
  'clinician_services',
  'rooms',
  'clinic_staff',
  'pet_record_shares',
  'pet_weights',
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

  it('when seeded, then Bella shares her record with Camden, where Dr Patel recorded her rabies vaccination and weight', async () => {
    const rows = rowsOf<{ clinic: string; vaccine: string; staff: string; weights: number }>(
      await handle.db.execute(sql`
        select c.business_name as clinic, v.vaccine_name as vaccine,
          trim(a.first_name || ' ' || a.last_name) as staff,
          (select count(*)::int from pet_weights w where w.pet_id = p.id) as weights
        from pets p
        join accounts o on o.id = p.owner_id and o.email = ${DEMO_OWNER.email}
        join pet_record_shares s on s.pet_id = p.id and s.shared
        join clinics c on c.id = s.clinic_id
        join vaccinations v on v.pet_id = p.id and v.written_by_clinic_id = c.id
        join clinic_staff m on m.id = v.written_by_staff_id
        join accounts a on a.id = m.account_id
        where p.name = 'Bella'`),
    );
    expect(rows).toEqual([
      {
        clinic: expect.stringContaining('Camden'),
        vaccine: 'Rabies',
        staff: 'Priya Patel',
        weights: 2,
      },
    ]);
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

  it('when seeded, then Camden is a team of four with their own hours and time, a theatre, a drop-off neutering day and two staff logins; other clinics have one clinician', async () => {
    const query = async <T>(text: ReturnType<typeof sql>) =>
      rowsOf<T>(await handle.db.execute(text));
    const [camden] = await query<{ id: string }>(
      sql`select c.id from clinics c join accounts a on a.id = c.account_id where a.email = ${DEMO_BUSINESS.email}`,
    );
    const team = await query<{
      id: string;
      name: string;
      role: string;
      own: boolean;
      free: number;
      early: number;
    }>(sql`
      select k.id, k.name, k.role, k.working_hours is not null as own,
        (select count(*)::int from time_slots s where s.clinician_id = k.id and not s.is_booked) as free,
        (select count(*)::int from time_slots s where s.clinician_id = k.id and s.start_time < '09:00') as early
      from clinicians k where k.clinic_id = ${camden!.id} and k.removed_at is null order by k.hired_at`);
    expect(team.map((k) => [k.name, k.role, k.own])).toEqual([
      ['Dr Priya Patel', 'vet', true],
      ['Dr Tom Hughes', 'vet', true],
      ['Dr Aisha Okafor', 'vet', true],
      ['Megan Lloyd', 'nurse', true],
    ]);
    expect(team.every((k) => k.free > 50)).toBe(true);
    // Dr Hughes starts at 08:00 on weekdays; Dr Patel's day starts at 09:00.
    expect(team.map((k) => k.early > 0)).toEqual([false, true, false, true]);
    const visits = await query<{ name: string }>(sql`select distinct k.name from appointments a
      join clinicians k on k.id = a.clinician_id where a.clinic_id = ${camden!.id}`);
    expect(visits.map((v) => v.name).sort()).toEqual([
      'Dr Priya Patel',
      'Dr Tom Hughes',
      'Megan Lloyd',
    ]);

    const [neutering] = await query<Record<string, unknown>>(sql`
      select s.booking_mode, s.species, s.daily_cap, r.name as room, c.drop_off
      from services s join rooms r on r.id = s.room_id join clinics c on c.id = s.clinic_id
      where s.clinic_id = ${camden!.id} and s.name = 'Neutering'`);
    expect(neutering).toMatchObject({
      booking_mode: 'drop_off',
      species: ['Dog', 'Cat'],
      daily_cap: 4,
      room: 'Theatre',
      drop_off: { collectionTime: '16:00', dailyCap: 6, clinicianId: team[1]!.id },
    });
    expect((neutering!.drop_off as { windows: unknown[] }).windows).toHaveLength(5);

    const staff = await query<{
      email: string;
      role: string;
      clinician: string | null;
      hash: string;
    }>(sql`
      select a.email, s.role, k.name as clinician, a.password_hash as hash from clinic_staff s
      join accounts a on a.id = s.account_id left join clinicians k on k.id = s.clinician_id
      where s.clinic_id = ${camden!.id} and s.removed_at is null order by a.email`);
    expect(staff.map(({ hash: _hash, ...member }) => member)).toEqual([
      { email: DEMO_RECEPTION.email, role: 'reception', clinician: null },
      { email: DEMO_VET_PATEL.email, role: 'vet', clinician: 'Dr Priya Patel' },
      { email: DEMO_BUSINESS.email, role: 'owner', clinician: null },
    ]);
    expect(staff.every((member) => member.hash.startsWith('$argon2id$'))).toBe(true);

    const [others] = await query<{ n: number }>(sql`select count(*)::int as n from (
      select clinic_id from clinicians where clinic_id <> ${camden!.id} group by clinic_id having count(*) <> 1) t`);
    expect(others!.n).toBe(0);
  });
});
