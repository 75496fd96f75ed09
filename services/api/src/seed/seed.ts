import { eq, sql } from 'drizzle-orm';
import { schema, rowsOf, type Database, type Logger } from '@petvet/shared/server';
import { DEMO_DEFAULT_COUNT, seedDemoDirectory } from '../modules/directory/demo/demo-directory';
import { CUSTOMERS, DEMO_BUSINESS, DEMO_OWNER, ensureAccounts } from './seed-accounts';
import { seedAppointments, seedOwnerReview, seedReviews } from './seed-bookings';
import { demoBookings } from './seed-demo-bookings';
import { clinicIdOf, refreshClinicRatings, seedClinic, type SeededClinic } from './seed-clinics';
import { CUSTOMER_PETS, OWNER_PETS, seedHealthRecords, seedPets } from './seed-pets';
import { seedSharedRecord } from './seed-shared-record';
import { DEMO_BUSINESS_CLINIC, SEED_CITIES } from './seed-places';
import { seedCamdenDropOff } from './seed-drop-off';
import { DEMO_RECEPTION, DEMO_VET_PATEL, seedCamdenTeam } from './seed-team';

export interface SeedProgress {
  start(total: number): void;
  tick(label: string): void;
  stop(): void;
}

export interface SeedOptions {
  now?: Date;
  progress?: SeedProgress;
}

const silent: SeedProgress = { start: () => {}, tick: () => {}, stop: () => {} };

/**
 * Demo data: accounts, clinics with services and 30 days of slots in 18 cities (Camden as a team
 * of four with its own staff logins and a drop-off surgery day), pets with their health history,
 * appointments and reviews. Idempotent: every row has a deterministic id and is
 * inserted only when missing, so a second run changes nothing.
 */
export async function seedDemoData(db: Database, options: SeedOptions = {}): Promise<void> {
  const now = options.now ?? new Date();
  const progress = options.progress ?? silent;
  const clinicCount = SEED_CITIES.reduce((sum, city) => sum + city.clinics.length, 0);
  progress.start(clinicCount + 3 + DIRECTORY_STEPS);

  const accountIds = await ensureAccounts(db, [
    DEMO_OWNER,
    DEMO_BUSINESS,
    DEMO_RECEPTION,
    DEMO_VET_PATEL,
    ...CUSTOMERS,
  ]);
  const idOf = (email: string) => accountIds.get(email.toLowerCase())!;
  const businessId = idOf(DEMO_BUSINESS.email);
  progress.tick('accounts');

  const clinics = new Map<string, SeededClinic>();
  for (const place of SEED_CITIES) {
    for (let index = 0; index < place.clinics.length; index += 1) {
      const demo =
        place.key === DEMO_BUSINESS_CLINIC.cityKey && index === DEMO_BUSINESS_CLINIC.index;
      const owner = demo
        ? await adoptableOwner(db, businessId, place.key, place.clinics[index]![0])
        : null;
      const clinic = await seedClinic(db, place, index, owner, now);
      clinics.set(`${place.key}:${index}`, clinic);
      progress.tick(`${place.city}: ${clinic.name}`);
    }
  }

  const ownerId = idOf(DEMO_OWNER.email);
  const customerIds = CUSTOMERS.map((customer) => idOf(customer.email));
  await seedPets(db, ownerId, OWNER_PETS);
  await Promise.all(customerIds.map((id, index) => seedPets(db, id, [CUSTOMER_PETS[index]!])));
  const camden = clinics.get('london:0')!;
  await seedHealthRecords(db, ownerId, camden.today);
  progress.tick('pets and health records');

  const team = await seedCamdenTeam(db, camden, {
    reception: idOf(DEMO_RECEPTION.email),
    vetPatel: idOf(DEMO_VET_PATEL.email),
  });
  await seedCamdenDropOff(db, camden, team.hughesId);

  await seedAppointments(db, demoBookings(ownerId, customerIds, clinics, team));
  await seedSharedRecord(db, {
    ownerId,
    clinicId: camden.id,
    clinicName: camden.name,
    today: camden.today,
    vetPatel: idOf(DEMO_VET_PATEL.email),
  });
  await seedOwnerReview(db, ownerId, camden, 'owner-bella-past', now);
  await seedReviews(db, [...clinics.values()], customerIds, now);
  await refreshClinicRatings(
    db,
    [...clinics.values()].map((clinic) => clinic.id),
  );
  progress.tick('appointments and reviews');

  await seedDirectory(db, progress);
  progress.stop();
}

const DIRECTORY_STEPS = 20;

/** The worldwide directory's demo practices, unless they are there already. */
async function seedDirectory(db: Database, progress: SeedProgress): Promise<void> {
  const result = await db.execute(
    sql`select count(*)::int as n from global_practices where source = 'demo'`,
  );
  if ((rowsOf<{ n: number }>(result)[0]?.n ?? 0) >= DEMO_DEFAULT_COUNT) {
    for (let step = 0; step < DIRECTORY_STEPS; step += 1) progress.tick('worldwide directory');
    return;
  }
  await seedDemoDirectory(db, {
    batchSize: DEMO_DEFAULT_COUNT / DIRECTORY_STEPS,
    onProgress: (done) => {
      if (done > 0) progress.tick(`worldwide directory ${done}/${DEMO_DEFAULT_COUNT}`);
    },
  });
}

/** The demo business owns Camden, unless that account already runs another clinic. */
async function adoptableOwner(db: Database, businessId: string, cityKey: string, name: string) {
  const camdenId = clinicIdOf(cityKey, name);
  const [owned] = await db
    .select({ id: schema.clinics.id })
    .from(schema.clinics)
    .where(eq(schema.clinics.accountId, businessId));
  return !owned || owned.id === camdenId ? businessId : null;
}

/** True when nobody has used the database yet: no accounts and no clinics. */
export async function isDatabaseEmpty(db: Database): Promise<boolean> {
  const result = await db.execute(
    sql`select (exists (select 1 from accounts) or exists (select 1 from clinics)) as used`,
  );
  return rowsOf<{ used: boolean }>(result)[0]?.used === false;
}

/** On first start the product should be alive: seed when the database is empty. */
export async function seedIfEmpty(db: Database, logger: Logger): Promise<boolean> {
  if (!(await isDatabaseEmpty(db))) return false;
  logger.info('Empty database: adding demo data (clinics, accounts, slots) ...');
  const started = Date.now();
  let done = 0;
  let total = 0;
  await seedDemoData(db, {
    progress: {
      start: (count) => {
        total = count;
      },
      tick: () => {
        done += 1;
        if (done % 10 === 0) logger.info(`demo data ${done}/${total}`);
      },
      stop: () => {},
    },
  });
  logger.info(`Demo data ready in ${Date.now() - started} ms (sign in as ${DEMO_OWNER.email})`);
  return true;
}
