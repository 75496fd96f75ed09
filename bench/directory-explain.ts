/**
 * `npx tsx bench/directory-explain.ts` (under `nice -n 19`): EXPLAIN (ANALYZE, BUFFERS) of the five
 * dense-city searches on the benchmark's million-practice directory (`npm run bench` builds it),
 * in the shape the search had before the crowded-circle path (every match counted and sorted, a
 * service filter probing the prices' index per candidate) and in the queries it runs now (count to
 * 1,001 with the n-th best sort key; the page from the best-ranked part of the circle (the first
 * bound of tighterRanks' that fills it, else the n-th best's), or from the
 * GiST index outward for distance order; a service filter tests the practice's category list); then the
 * page's rows with the PetVet clinic of each practice, as the product reads them.
 * Prints planning and execution ms, rows and buffers, best of three runs, for BENCHMARKS.md.
 */
import { inArray } from 'drizzle-orm';
import { drizzle } from 'drizzle-orm/node-postgres';
import pg from 'pg';
import { schema } from '@petvet/shared/server';
import { practiceColumns } from '../services/api/src/modules/directory/practice-row';
import { tighterRanks } from '../services/api/src/modules/directory/practice-rank-bounds';
import { DENSE_SEARCHES } from './scenarios';

const URL = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/petvet_bench';

const haversine = (lat: number, lng: number) =>
  `(12756.336::float8 * asin(least(1::float8, sqrt(power(sin(radians(lat - ${lat}::float8) / 2), 2)
   + cos(radians(${lat}::float8)) * cos(radians(lat)) * power(sin(radians(lng - ${lng}::float8) / 2), 2)))))`;

interface Shape {
  lat: number;
  lng: number;
  km: number;
  category?: number;
  sort: 'relevance' | 'price' | 'distance';
  offset: number;
}

/** A service filter as it was (a probe of the prices' index per candidate) or is (the row's list). */
function circle(s: Shape, services: 'probe' | 'row' = 'row'): string {
  const offers = !s.category
    ? ''
    : services === 'probe'
      ? ` and exists (select 1 from global_practice_services x where x.practice_id = gp.id and x.category_id = ${s.category})`
      : ` and category_ids @> '{${s.category}}'::int[]`;
  return (
    `lat is not null and earth_box(ll_to_earth(${s.lat}::float8, ${s.lng}::float8), ${s.km * 1000}::float8) @> ll_to_earth(lat, lng)` +
    ` and ${haversine(s.lat, s.lng)} <= ${s.km}::float8` +
    offers
  );
}

function order(s: Shape): string {
  const d = haversine(s.lat, s.lng);
  if (s.sort === 'price') return `min_price_usd asc nulls last, ${d} asc, id asc`;
  if (s.sort === 'distance') return `${d} asc, id asc`;
  return `verified desc nulls last, service_count desc nulls last, ${d} asc, id asc`;
}

const before = (s: Shape) =>
  `select id, ${haversine(s.lat, s.lng)} as d, (count(*) over ())::int from global_practices gp
   where ${circle(s, 'probe')} order by ${order(s)} limit 20 offset ${s.offset}`;

const key = (s: Shape) =>
  s.sort === 'price'
    ? 'min_price_usd'
    : '(case when verified then 100000 else 0 end + service_count)';
const bestKeys = (s: Shape) =>
  s.sort === 'price'
    ? `(array_agg(k order by k asc nulls last))[1:${s.offset + 20}]`
    : `(array_agg(k order by k desc))[1:${s.offset + 20}]`;
const countNow = (s: Shape) =>
  `select count(*)::int as n, ${bestKeys(s)}::float8[] as best from (select ${key(s)} as k from global_practices gp where ${circle(s)} limit 1001) m`;

function boundOf(s: Shape, best: number): string {
  if (s.sort === 'price') return `min_price_usd <= ${best}`;
  return best >= 100_000
    ? `(verified and service_count >= ${best - 100_000})`
    : `(verified or service_count >= ${best})`;
}

// As the search reads a page: its ids and distances from a position index carrying the sort keys
// (index-only, 0031), then the page's whole rows by id, sorted again by the same keys.
const pageNow = (s: Shape, best: number) =>
  `select gp.*, page.d from (select id, ${haversine(s.lat, s.lng)} as d from global_practices gp
   where ${circle(s)} and ${boundOf(s, best)} order by ${order(s)} limit 20 offset ${s.offset}) page
   join global_practices gp on gp.id = page.id order by ${order(s)
     .replace(haversine(s.lat, s.lng), 'page.d')
     .replace(/id asc$/, 'gp.id asc')}`;

interface Plan {
  'Planning Time': number;
  'Execution Time': number;
  Plan: { 'Actual Rows': number; 'Shared Hit Blocks': number; 'Shared Read Blocks': number };
}

async function explain(client: pg.Client, text: string, values: unknown[] = []): Promise<Plan> {
  let best: Plan | undefined;
  for (let run = 0; run < 3; run += 1) {
    const { rows } = await client.query(`explain (analyze, buffers, format json) ${text}`, values);
    const plan = (rows[0] as { 'QUERY PLAN': Plan[] })['QUERY PLAN'][0] as Plan;
    if (!best || plan['Execution Time'] < best['Execution Time']) best = plan;
  }
  return best as Plan;
}

/** The 20 practices nearest New York with their PetVet clinics, as the search's columns read them. */
async function explainClinicLinks(client: pg.Client): Promise<Plan> {
  const { lat, lng } = DENSE_SEARCHES[0] as (typeof DENSE_SEARCHES)[number];
  const { rows } = await client.query(
    `select id from global_practices where lat is not null
     order by ll_to_earth(lat, lng) <-> ll_to_earth($1, $2) limit 20`,
    [lat, lng],
  );
  const gp = schema.globalPractices;
  const { sql: text, params } = drizzle(client)
    .select(practiceColumns)
    .from(gp)
    .where(
      inArray(
        gp.id,
        (rows as Array<{ id: number }>).map((row) => row.id),
      ),
    )
    .toSQL();
  return explain(client, text, params);
}

const fmt = (p: Plan) =>
  `plan ${p['Planning Time'].toFixed(1).padStart(5)} ms  exec ${p['Execution Time'].toFixed(1).padStart(6)} ms  buffers ${String(p.Plan['Shared Hit Blocks'] + p.Plan['Shared Read Blocks']).padStart(6)}`;

async function main(): Promise<void> {
  const client = new pg.Client({ connectionString: URL });
  await client.connect();
  const { rows } = await client.query(
    `select id from global_categories where slug = 'vaccination'`,
  );
  const vaccination = Number((rows[0] as { id: number } | undefined)?.id ?? 2);
  try {
    for (const search of DENSE_SEARCHES) {
      const shape: Shape = {
        lat: search.lat,
        lng: search.lng,
        km: Number(/radius=(\d+)/.exec(search.query)?.[1] ?? 25),
        ...(search.query.includes('services=') ? { category: vaccination } : {}),
        sort: search.query.includes('sort=price') ? 'price' : 'relevance',
        offset: search.query.includes('page=10') ? 180 : 0,
      };
      const old = await explain(client, before(shape));
      const count = await explain(client, countNow(shape));
      const { rows: sample } = await client.query(countNow(shape));
      // As the search does: keys eight and two times better than the n-th best first, kept when
      // one fills the page, else the n-th (tighterRanks).
      const keys = (sample[0] as { best: number[] }).best.map(Number);
      const need = shape.offset + 20;
      const ranks = [...tighterRanks(need), need];
      let page: Plan | undefined;
      for (const rank of ranks) {
        page = await explain(client, pageNow(shape, keys[rank - 1] as number));
        if (page.Plan['Actual Rows'] === 20) break;
        console.log(`  (the sample's ${rank}th best left ${page.Plan['Actual Rows']} rows)`);
      }
      page = page as Plan;
      console.log(search.name);
      console.log(`  before: one query      ${fmt(old)}`);
      console.log(`  now:    count to 1,001 ${fmt(count)}`);
      console.log(`          bounded page   ${fmt(page)}  (${page.Plan['Actual Rows']} rows)`);
      console.log(
        `  database time before ${(old['Planning Time'] + old['Execution Time']).toFixed(1)} ms, now ${(count['Planning Time'] + count['Execution Time'] + page['Planning Time'] + page['Execution Time']).toFixed(1)} ms`,
      );
    }
    console.log('20 practices with their PetVet clinics');
    console.log(`  rows by id, clinic by index ${fmt(await explainClinicLinks(client))}`);
  } finally {
    await client.end();
  }
}

main().then(
  () => process.exit(0),
  (error: unknown) => {
    console.error(error);
    process.exit(1);
  },
);
