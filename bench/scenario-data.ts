/**
 * The data the read scenarios draw from: the production shape's (100,000 bench clinics and the
 * million-practice directory in `petvet_bench`, read from the database) or the embedded default's
 * (the demo the product seeds itself on first start, found through its own code and API, since
 * PGlite lets only the product's process open its data folder).
 */
import { addCalendarDays, todayIn } from '@petvet/shared';
import { geocodeText, rowsOf, type Database } from '@petvet/shared/server';
import { sql } from 'drizzle-orm';
import { demoCities } from '../services/api/src/modules/directory/demo/demo-places';
import { clinicIdOf, SLOT_DAYS } from '../services/api/src/seed/seed-clinics';
import { SEED_CITIES } from '../services/api/src/seed/seed-places';
import { topCities } from './data';
import type { ScenarioData } from './scenarios';

/** Days from tomorrow on: every seeded clinic has slots on them whatever its time zone. */
const nextDays = (count: number): string[] =>
  Array.from({ length: count }, (_, d) => addCalendarDays(todayIn('UTC', new Date()), d + 1));

const PRODUCTION_PLACES = [
  'New York',
  'London',
  'Tokyo',
  'Paris',
  'Sydney',
  'Berlin',
  'Los Angeles',
  'Chicago',
  'Toronto',
  'Madrid',
];

/** The bench database's clinics (around the 100 most populous cities) and directory. */
export async function productionData(db: Database): Promise<ScenarioData> {
  const clinicIds = rowsOf<{ id: string }>(
    await db.execute(sql`select id from clinics where source = 'bench' order by id`),
  ).map((row) => row.id);
  // Every id, not a min-max range: a rebuilt directory leaves gaps, and a gap is a 404.
  const practiceIds = Int32Array.from(
    rowsOf<{ id: number }>(
      await db.execute(sql`select id::int4 as id from global_practices order by id`),
    ).map((row) => row.id),
  );
  const directoryPlaces = [];
  for (const name of PRODUCTION_PLACES) {
    const place = geocodeText(name);
    if (place) directoryPlaces.push({ name, lat: place.lat, lng: place.lng });
  }
  return {
    clinicIds,
    clinicCities: topCities(100).map((city) => city.name),
    slotDays: nextDays(3),
    practices: { count: practiceIds.length, at: (k) => practiceIds[k % practiceIds.length] ?? 0 },
    directoryPlaces,
  };
}

/**
 * The embedded default's demo: the seeded clinics in their cities (ids from the seed's own rule),
 * the demo directory's ten most populous places, and its practices' ids, read page by page from the
 * running product's directory search.
 */
export async function embeddedData(url: string): Promise<ScenarioData> {
  const practiceIds: number[] = [];
  for (let page = 1; ; page += 1) {
    const answer = await fetch(`${url}/api/global-practices/search?limit=100&page=${page}`);
    if (!answer.ok) throw new Error(`directory search answered ${answer.status}`);
    const body = (await answer.json()) as {
      practices: Array<{ id: number }>;
      pagination: { totalPages: number };
    };
    practiceIds.push(...body.practices.map((p) => p.id));
    if (page >= body.pagination.totalPages) break;
  }
  if (!practiceIds.length) throw new Error('the embedded default has no directory practices');
  const places = [...demoCities().cities]
    .sort((a, b) => b.population - a.population)
    .slice(0, 10)
    .map(({ name, lat, lng }) => ({ name, lat, lng }));
  return {
    clinicIds: SEED_CITIES.flatMap((place) =>
      place.clinics.map(([name]) => clinicIdOf(place.key, name)),
    ),
    clinicCities: SEED_CITIES.map((place) => place.city),
    slotDays: nextDays(SLOT_DAYS - 2),
    practices: { count: practiceIds.length, at: (k) => practiceIds[k % practiceIds.length] ?? 0 },
    directoryPlaces: places,
  };
}
