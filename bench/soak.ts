/**
 * `npm run bench:soak -- --minutes 10 [--rate 100] [--connections 16]`: the product under mixed
 * traffic at a steady rate (every read scenario of `npm run bench` in turn, sign-ins now and then),
 * minute by minute: requests, the rate reached, errors (with their statuses), p99 and the API's
 * resident memory. It passes with no error and memory grown less than 10% from the end of the first
 * minute (warm caches, JIT) to the end; it says so when the machine could not hold the rate.
 * Uses the data `npm run bench` prepared (and prepares it when missing).
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { parseArgs } from '../services/api/src/modules/directory/cli-support';
import { openBenchDatabase, prepareData } from './data';
import { ROOT, loadAverage, measure, startProduct, type RunningProduct } from './harness';
import { productEnv, SECRET } from './run';
import { productionData } from './scenario-data';
import { buildScenarios } from './scenarios';

const { flags } = parseArgs(process.argv.slice(2));
const MINUTES = Number(flags.minutes ?? 10);
const RATE = Number(flags.rate ?? 100);
const CONNECTIONS = Number(flags.connections ?? 16);
const ADMIN_URL = process.env.BENCH_PG_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const API_PORT = 3583;

/** Statuses that are not answers, as "404 x30"; empty when there were none. */
const failures = (statuses: Record<string, number>): string =>
  Object.entries(statuses)
    .filter(([code]) => Number(code) >= 400)
    .map(([code, n]) => `${code} x${n}`)
    .join(', ');

async function main(): Promise<void> {
  const handle = await openBenchDatabase(ADMIN_URL, process.env.BENCH_DATABASE ?? 'petvet_bench');
  let api: RunningProduct | undefined;
  try {
    await prepareData(handle);
    api = await startProduct(API_PORT, productEnv(), path.join(ROOT, 'bench/results/soak-api.log'));
    const all = buildScenarios({
      data: await productionData(handle.db),
      secret: SECRET,
      // The soak never books: no storm, so a bench running beside it keeps its storm's slots.
      storm: { clinicIds: [], bookings: [] },
      connections: CONNECTIONS,
    });
    const reads = all.filter((s) => !s.post);
    const login = all.find((s) => s.name === 'login');
    // One request in 50 signs in (a password hash each); the rest rotate over the reads.
    const next = (i: number) =>
      i % 50 === 49 && login
        ? login.next(i)
        : (reads[i % reads.length] as (typeof reads)[number]).next(Math.floor(i / reads.length));
    console.log(
      `${MINUTES} min at ${RATE} req/s over ${reads.length} read scenarios + sign-ins; load ${loadAverage()}`,
    );
    console.log('minute  requests   req/s  errors  p99 ms  rss MB   load');
    const minutes = [];
    let offset = 0;
    for (let minute = 1; minute <= MINUTES; minute += 1) {
      const start = offset;
      const result = await measure({
        url: api.url,
        label: `minute ${minute}`,
        connections: CONNECTIONS,
        seconds: 60,
        overallRate: RATE,
        next: (i) => next(start + i),
      });
      offset += result.requests;
      const rss = api.rssMb();
      const failed = failures(result.statuses);
      minutes.push({
        minute,
        requests: result.requests,
        rps: result.rps,
        errors: result.errors,
        statuses: result.statuses,
        p99: result.p99,
        rssMb: rss,
        load: result.load,
      });
      console.log(
        `${String(minute).padStart(6)}  ${String(result.requests).padStart(8)}  ${result.rps.toFixed(0).padStart(6)}  ${String(result.errors).padStart(6)}  ${String(result.p99).padStart(6)}  ${String(rss).padStart(6)}   ${result.load}${failed ? `   ${failed}` : ''}`,
      );
    }
    const errors = minutes.reduce((sum, m) => sum + m.errors, 0);
    const first = minutes[0]?.rssMb ?? 0;
    const last = minutes.at(-1)?.rssMb ?? 0;
    const peak = Math.max(...minutes.slice(1).map((m) => m.rssMb), first);
    const growth = first ? (last - first) / first : 0;
    const passed = errors === 0 && growth < 0.1;
    // Below 90% of the rate the machine, not the product, set the pace: the run is no steady soak.
    const slow = minutes.filter((m) => m.rps < RATE * 0.9).map((m) => m.minute);
    console.log(
      `\nerrors ${errors}; memory ${first} MB after minute 1 -> ${last} MB at the end (${(growth * 100).toFixed(1)}%), peak ${peak} MB: ${passed ? 'PASS' : 'FAIL'}`,
    );
    if (slow.length)
      console.log(
        `rate not held in minute${slow.length > 1 ? 's' : ''} ${slow.join(', ')} (under ${RATE * 0.9} req/s): the load was not steady; re-run on a quieter machine or at a lower --rate`,
      );
    mkdirSync(path.join(ROOT, 'bench/results'), { recursive: true });
    writeFileSync(
      path.join(ROOT, 'bench/results/soak.json'),
      JSON.stringify(
        {
          at: new Date().toISOString(),
          rate: RATE,
          minutes,
          errors,
          growth,
          peakMb: peak,
          rateHeld: slow.length === 0,
          passed,
        },
        null,
        2,
      ),
    );
    if (!passed) process.exitCode = 1;
  } finally {
    await api?.stop();
    await handle.close();
  }
}

main().then(
  () => process.exit(process.exitCode ?? 0),
  (error: unknown) => {
    console.error(error);
    process.exit(1);
  },
);
