/**
 * `npm run bench:soak -- --minutes 10 [--rate 100] [--connections 16]`: the product under mixed
 * traffic at a steady rate (every read scenario of `npm run bench` in turn, sign-ins now and then),
 * minute by minute: requests, errors, p99 and the API's resident memory. It passes with no error and
 * memory grown less than 10% from the end of the first minute (warm caches, JIT) to the end.
 * Uses the data `npm run bench` prepared (and prepares it when missing).
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { parseArgs } from '../services/api/src/modules/directory/cli-support';
import { openBenchDatabase, prepareData, prepareStorm } from './data';
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

async function main(): Promise<void> {
  const handle = await openBenchDatabase(ADMIN_URL, process.env.BENCH_DATABASE ?? 'petvet_bench');
  let api: RunningProduct | undefined;
  try {
    await prepareData(handle);
    const storm = await prepareStorm(handle.db, 1);
    api = await startProduct(API_PORT, productEnv(), path.join(ROOT, 'bench/results/soak-api.log'));
    const all = buildScenarios({
      data: await productionData(handle.db),
      secret: SECRET,
      storm,
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
    console.log('minute  requests  errors  p99 ms  rss MB   load');
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
      minutes.push({
        minute,
        requests: result.requests,
        errors: result.errors,
        p99: result.p99,
        rssMb: rss,
        load: result.load,
      });
      console.log(
        `${String(minute).padStart(6)}  ${String(result.requests).padStart(8)}  ${String(result.errors).padStart(6)}  ${String(result.p99).padStart(6)}  ${String(rss).padStart(6)}   ${result.load}`,
      );
    }
    const errors = minutes.reduce((sum, m) => sum + m.errors, 0);
    const first = minutes[0]?.rssMb ?? 0;
    const last = minutes.at(-1)?.rssMb ?? 0;
    const growth = first ? (last - first) / first : 0;
    const passed = errors === 0 && growth < 0.1;
    console.log(
      `\nerrors ${errors}; memory ${first} MB after minute 1 -> ${last} MB (${(growth * 100).toFixed(1)}%): ${passed ? 'PASS' : 'FAIL'}`,
    );
    mkdirSync(path.join(ROOT, 'bench/results'), { recursive: true });
    writeFileSync(
      path.join(ROOT, 'bench/results/soak.json'),
      JSON.stringify(
        { at: new Date().toISOString(), rate: RATE, minutes, errors, growth, passed },
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
