import { and, eq, sql } from 'drizzle-orm';
import { schema, type Database } from '@petvet/shared/server';
import type { TestApp } from '../../test-support/test-app';
import { createClinic, createService } from '../business/test-support/clinic-fixtures';
import { publishSlots } from '../time-slots/test-support/availability-scene';

const gp = schema.globalPractices;
const gps = schema.globalPracticeServices;

/**
 * Out at sea, where no other test file puts a practice, and somewhere else each run (the test
 * database may keep an earlier run's rows): every match within 10 km is the scene's.
 */
const fourPlaces = (value: number) => Math.round(value * 10_000) / 10_000;
export const BAY = {
  lat: fourPlaces(10 + Math.random() * 5),
  lng: fourPlaces(-45 - Math.random() * 5),
};
const RUN = Date.now().toString(36);
/** A kilometre north, in degrees of latitude. */
const KM = 1 / 111.2;
const BOOSTER = 'vaccination-booster' as const;
const MON_TO_FRI = 31;
const EVERY_DAY = 127;
const SUNDAY = 64;

export interface BayScene {
  ids: Record<string, number>;
  clinics: Record<string, string>;
  /** Each clinic's own booster service. */
  services: Record<string, string>;
}

async function vaccinationCategory(db: Database): Promise<number> {
  const [row] = await db
    .select({ id: schema.globalCategories.id })
    .from(schema.globalCategories)
    .where(eq(schema.globalCategories.slug, 'vaccination'));
  if (!row) throw new Error('no vaccination category');
  return Number(row.id);
}

/**
 * A PetVet clinic as a directory practice: the row the listing triggers keep when they exist (made
 * here when they do not), placed and opened as the scene needs, with its booster price.
 */
async function listClinic(
  t: TestApp,
  clinicId: string,
  row: { name: string; km: number; openDays: number | null; price: number },
): Promise<number> {
  const db = t.deps.db;
  const place = {
    name: row.name,
    lat: BAY.lat + row.km * KM,
    lng: BAY.lng,
    openDays: row.openDays,
    reviewCount: 12,
  };
  const [existing] = await db.select({ id: gp.id }).from(gp).where(eq(gp.clinicId, clinicId));
  let id = existing?.id;
  if (id === undefined) {
    const [made] = await db
      .insert(gp)
      .values({
        source: 'petvet',
        sourceId: clinicId,
        clinicId,
        country: 'GB',
        currency: 'GBP',
        ...place,
      })
      .returning({ id: gp.id });
    id = made!.id;
  } else await db.update(gp).set(place).where(eq(gp.id, id));
  const priced = await db
    .select({ id: gps.id })
    .from(gps)
    .where(and(eq(gps.practiceId, id), eq(gps.standardService, BOOSTER)));
  if (priced.length === 0) {
    await db.insert(gps).values({
      practiceId: id,
      categoryId: await vaccinationCategory(db),
      name: 'Cat booster',
      priceMin: row.price,
      currency: 'GBP',
      confidence: 1,
      standardService: BOOSTER,
      band: 'cat',
      sourceUrl: `/vet/${clinicId}/prices`,
    });
  }
  return id;
}

async function website(
  db: Database,
  row: { name: string; km: number; openDays: number | null },
  prices: Array<['cat' | 'any', number]>,
): Promise<number> {
  const [made] = await db
    .insert(gp)
    .values({
      source: 'fixture-bay',
      sourceId: `${row.name} ${RUN}`,
      name: row.name,
      lat: BAY.lat + row.km * KM,
      lng: BAY.lng,
      country: 'GB',
      currency: 'GBP',
      openDays: row.openDays,
      reviewCount: 3,
    })
    .returning({ id: gp.id });
  const id = made!.id;
  const categoryId = await vaccinationCategory(db);
  for (const [band, price] of prices) {
    await db.insert(gps).values({
      practiceId: id,
      categoryId,
      name: `Booster (${band})`,
      priceMin: price,
      currency: 'GBP',
      confidence: 0.9,
      standardService: BOOSTER,
      band,
      sourceUrl: `https://${row.name.toLowerCase().replace(/\W+/g, '-')}.example/prices`,
      seenAt: new Date('2030-01-10T08:00:00Z'),
    });
  }
  return id;
}

/**
 * Booster Bay, on Tuesday 15 January 2030: three PetVet clinics (Today: free at 14:00 today, 3 km;
 * Soon: free tomorrow 09:00, 1 km; Late: nothing before the 27th, 0.5 km) and three practices
 * known from their websites (Cheap: cat £30, 2 km, opens Sundays; Any: £60 for any pet, 4 km;
 * Plain: no booster, 1.5 km, opens every day; Dear: cat £70 though £20 for any pet, 5 km). Cat
 * boosters: Cheap 30, Late 35, Soon 40, Today 50, Any 60, Dear 70.
 */
export async function seedBayScene(
  t: TestApp,
  clock: { now: () => Date; set: (iso: string) => void },
): Promise<BayScene> {
  const scene: BayScene = { ids: {}, clinics: {}, services: {} };
  const clinics = [
    { key: 'today', km: 3, openDays: null, price: 50, slot: ['2030-01-15', '14:00', '15:00'] },
    { key: 'soon', km: 1, openDays: MON_TO_FRI, price: 40, slot: ['2030-01-16', '09:00', '10:00'] },
    {
      key: 'late',
      km: 0.5,
      openDays: EVERY_DAY,
      price: 35,
      slot: ['2030-01-27', '09:00', '10:00'],
    },
  ] as const;
  for (const c of clinics) {
    const name = `Bay Clinic ${c.key} ${RUN}`;
    const clinic = await createClinic(t.app, {
      businessName: name,
      latitude: BAY.lat + c.km * KM,
      longitude: BAY.lng,
    });
    const { serviceId } = await createService(t.app, clinic.token, {
      name: 'Consultation',
      price: c.price,
      duration: 30,
    });
    await t.deps.db.execute(sql`update services set standard_service = ${BOOSTER}, band = 'cat',
      price_list_mapped_at = now() where id = ${serviceId}::uuid`);
    const [date, startTime, endTime] = c.slot;
    await publishSlots(t, clinic, clock, [{ date, startTime, endTime }]);
    scene.clinics[c.key] = clinic.id;
    scene.services[c.key] = serviceId;
    scene.ids[c.key] = await listClinic(t, clinic.id, { name, ...c });
  }
  scene.ids.cheap = await website(
    t.deps.db,
    { name: 'Bay Website Cheap', km: 2, openDays: SUNDAY },
    [
      ['cat', 30],
      ['any', 45],
    ],
  );
  scene.ids.any = await website(t.deps.db, { name: 'Bay Website Any', km: 4, openDays: null }, [
    ['any', 60],
  ]);
  scene.ids.dear = await website(t.deps.db, { name: 'Bay Website Dear', km: 5, openDays: null }, [
    ['cat', 70],
    ['any', 20],
  ]);
  scene.ids.plain = await website(
    t.deps.db,
    { name: 'Bay Website Plain', km: 1.5, openDays: EVERY_DAY },
    [],
  );
  return scene;
}
