/**
 * `npm run bench` (run it under `nice -n 19` on a shared machine): prepares the benchmark's data in
 * `petvet_bench` (kept between runs), starts the API as `npm start` does with DATABASE_URL and
 * REDIS_URL, and measures every scenario next to its bare Express twin serving the same bytes,
 * alternated in one run. Prints the table and writes bench/results/latest.json.
 * Flags: --seconds S (per side, default 6), --connections C (default 32), --only TEXT (scenarios
 * whose name contains it), --storm-rounds N (each owner books N times, default 10).
 * Settings: BENCH_PG_URL (admin URL), BENCH_DATABASE (default petvet_bench), BENCH_REDIS_URL.
 */
import { cpus, totalmem } from 'node:os';
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { createLogger, geocodeText } from '@petvet/shared/server';
import { parseArgs } from '../services/api/src/modules/directory/cli-support';
import { recomputeStats } from '../services/stats-aggregator/src/processors/stats-recompute.processor';
import { databaseUrl, doubleBookings, openBenchDatabase, prepareData, prepareStorm } from './data';
import {
  ROOT,
  loadAverage,
  measure,
  printTable,
  startBare,
  startProduct,
  type BareServer,
  type RequestSpec,
  type Row,
  type RunningProduct,
} from './harness';
import { DENSE_SEARCHES, buildScenarios, densePath, type Scenario } from './scenarios';

const { flags } = parseArgs(process.argv.slice(2));
const SECONDS = Number(flags.seconds ?? 6);
const CONNECTIONS = Number(flags.connections ?? 32);
const STORM_ROUNDS = Number(flags['storm-rounds'] ?? 10);
const ADMIN_URL = process.env.BENCH_PG_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const DATABASE = process.env.BENCH_DATABASE ?? 'petvet_bench';
const REDIS_URL = process.env.BENCH_REDIS_URL ?? 'redis://127.0.0.1:6379';
export const SECRET = 'bench-secret-that-is-long-enough-for-hs256-signing';
const API_PORT = 3581;
const BARE_PORT = 3582;
const RESULTS = path.join(ROOT, 'bench/results');

export function productEnv(): Record<string, string> {
  return {
    DATABASE_URL: databaseUrl(ADMIN_URL, DATABASE),
    REDIS_URL,
    QUEUE_PREFIX: 'bench',
    JWT_SECRET: SECRET,
    NODE_ENV: 'production',
    SEED_ON_START: 'false',
    AUTH_RATE_LIMIT: '1000000',
  };
}

export function cityCentres(): Map<string, { lat: number; lng: number }> {
  const names = [
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
  const centres = new Map<string, { lat: number; lng: number }>();
  for (const name of names) {
    const place = geocodeText(name);
    if (place) centres.set(name, { lat: place.lat, lng: place.lng });
  }
  return centres;
}

/** One request at a time, each a new question: the directory's single-request time. */
async function denseSingles(
  api: RunningProduct,
): Promise<Array<{ name: string; medianMs: number; totalCount: number }>> {
  const figures = [];
  for (const [k, search] of DENSE_SEARCHES.entries()) {
    const times: number[] = [];
    let totalCount = 0;
    for (let round = 1; round <= 7; round += 1) {
      const began = performance.now();
      const answer = await fetch(`${api.url}${densePath(round * DENSE_SEARCHES.length + k)}`);
      const body = (await answer.json()) as { pagination?: { totalCount: number } };
      times.push(performance.now() - began);
      totalCount = body.pagination?.totalCount ?? -1;
    }
    times.sort((a, b) => a - b);
    figures.push({
      name: search.name,
      medianMs: Math.round((times[3] ?? 0) * 10) / 10,
      totalCount,
    });
  }
  return figures;
}

/** The bare twin of a scenario: the product's own answers, captured once, served by Express. */
async function twin(
  scenario: Scenario,
  api: RunningProduct,
  bare: BareServer,
  key: string,
): Promise<(i: number) => RequestSpec> {
  if (scenario.amount) {
    // The storm's twin is the bare POST: parse the JSON body, answer it back with 201.
    await bare.publish(key, [], 201);
    return (i) => ({ ...scenario.next(i), path: `/bare/${key}`, headers: {} });
  }
  const samples = scenario.post ? 1 : 40;
  const bodies: string[] = [];
  let status = 200;
  for (let i = 0; i < samples; i += 1) {
    const spec = scenario.next(i);
    const answer = await fetch(`${api.url}${spec.path}`, {
      method: spec.method ?? 'GET',
      headers: { ...(spec.body ? { 'content-type': 'application/json' } : {}), ...spec.headers },
      ...(spec.body ? { body: spec.body } : {}),
    });
    status = answer.status;
    bodies.push(await answer.text());
  }
  await bare.publish(key, bodies, status);
  if (scenario.post) return (i) => ({ ...scenario.next(i), path: `/bare/${key}` });
  return (i) => ({ path: `/bare/${key}/${i % bodies.length}` });
}

async function main(): Promise<void> {
  const began = Date.now();
  console.log(`load average at start: ${loadAverage()}`);
  const handle = await openBenchDatabase(ADMIN_URL, DATABASE);
  let api: RunningProduct | undefined;
  let bare: BareServer | undefined;
  try {
    await prepareData(handle);
    const recompute = await recomputeStats(handle.db, createLogger('bench', 'silent'));
    console.log(
      `stats recomputed in ${(recompute.ms / 1000).toFixed(1)} s; ${recompute.totalPractices} practices`,
    );
    const storm = await prepareStorm(handle.db, STORM_ROUNDS);
    api = await startProduct(API_PORT, productEnv(), path.join(RESULTS, 'api.log'));
    bare = await startBare(BARE_PORT);
    const dense = await denseSingles(api);
    console.log('\ndirectory, one request at a time (median of 7, each a new question):');
    for (const d of dense)
      console.log(
        `  ${d.name.padEnd(30)} ${String(d.medianMs).padStart(6)} ms   ${d.totalCount} matches`,
      );

    const scenarios = (
      await buildScenarios({
        db: handle.db,
        secret: SECRET,
        storm,
        connections: CONNECTIONS,
        centres: cityCentres(),
      })
    ).filter((s) => !flags.only || s.name.includes(flags.only));
    const rows: Row[] = [];
    let stormCheck: Awaited<ReturnType<typeof doubleBookings>> | undefined;
    for (const [n, scenario] of scenarios.entries()) {
      const key = `s${n}`;
      const bareNext = await twin(scenario, api, bare, key);
      const base = await measure({
        url: bare.url,
        label: `  bare twin`,
        connections: scenario.connections,
        seconds: SECONDS,
        ...(scenario.amount ? { amount: scenario.amount } : {}),
        next: bareNext,
      });
      const real = await measure({
        url: api.url,
        label: scenario.name,
        connections: scenario.connections,
        seconds: SECONDS,
        ...(scenario.amount ? { amount: scenario.amount } : {}),
        ...(scenario.okStatuses ? { okStatuses: scenario.okStatuses } : {}),
        // Past the questions the twin's capture asked, so a cold scenario never repeats one.
        next:
          scenario.amount || scenario.post ? scenario.next : (i) => scenario.next(i + 1_000_000),
      });
      rows.push({ ...real, ratio: Math.round((real.rps / base.rps) * 100) / 100 }, base);
      if (scenario.amount) stormCheck = await doubleBookings(handle.db);
      console.log(
        `done: ${scenario.name} (${real.rps} req/s, ${(real.rps / base.rps).toFixed(2)}x)`,
      );
    }
    console.log(
      `\n${CONNECTIONS} connections (unless named), ${SECONDS} s per side, bare twin measured just before\n`,
    );
    printTable(rows);
    if (stormCheck) {
      const stormRow = rows.find((r) => r.label.startsWith('booking storm'));
      console.log(
        `\nstorm: ${JSON.stringify(stormRow?.statuses)}; appointments stored ${stormCheck.booked}; double bookings ${stormCheck.doubled}`,
      );
    }
    const minutes = (Date.now() - began) / 60_000;
    console.log(`\nbench took ${minutes.toFixed(1)} min; load average at end: ${loadAverage()}`);
    mkdirSync(RESULTS, { recursive: true });
    writeFileSync(
      path.join(RESULTS, 'latest.json'),
      JSON.stringify(
        {
          at: new Date().toISOString(),
          machine: {
            cpus: cpus().length,
            cpu: cpus()[0]?.model,
            memoryGb: Math.round(totalmem() / 2 ** 30),
          },
          seconds: SECONDS,
          connections: CONNECTIONS,
          practices: recompute.totalPractices,
          dense,
          rows,
          storm: stormCheck,
          minutes,
        },
        null,
        2,
      ),
    );
  } finally {
    bare?.stop();
    await api?.stop();
    await handle.close();
  }
}

if (process.argv[1] && path.resolve(process.argv[1]) === path.join(ROOT, 'bench/run.ts')) {
  main().then(
    () => process.exit(0),
    (error: unknown) => {
      console.error(error);
      process.exit(1);
    },
  );
}
