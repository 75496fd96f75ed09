/**
 * Directory benchmark: `npx tsx bench/directory.bench.ts [--count N] [--seconds S] [--keep]`
 * (not part of npm test). Creates its own database on the local PostgreSQL, generates the demo
 * directory (default 1,000,000 practices), runs the stats aggregator once, starts the real API
 * (startApi) and a bare Express JSON server in child processes, and measures with autocannon:
 *   search with location + radius + one service filter, the stats overview,
 *   and (for the record) a country-wide and an unfiltered search, next to GET /bare.
 * Settings: BENCH_PG_URL (admin URL), --count / BENCH_PRACTICES, --seconds / BENCH_SECONDS,
 * --connections / BENCH_CONNECTIONS, --keep (leave the database for another look),
 * --database NAME (measure a kept database again, without generating).
 */
import { fork, type ChildProcess } from 'node:child_process';
import { mkdirSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { fileURLToPath } from 'node:url';
import express from 'express';
import pg from 'pg';
import { sql } from 'drizzle-orm';
import { createLogger, openDatabase, type Database } from '@petvet/shared/server';
import { loadConfigOrExit, startApi } from '../services/api/src/server';
import { seedDemoDirectory } from '../services/api/src/modules/directory/demo/demo-directory';
import { parseArgs } from '../services/api/src/modules/directory/cli-support';
import { recomputeStats } from '../services/stats-aggregator/src/processors/stats-recompute.processor';

interface Result {
  requests: { average: number; total: number };
  latency: { p50: number; p99: number };
  non2xx: number;
  errors: number;
}
type Autocannon = (options: Record<string, unknown>) => Promise<Result>;
const autocannon = createRequire(import.meta.url)('autocannon') as Autocannon;

const { flags } = parseArgs(process.argv.slice(2));
const ADMIN_URL = process.env.BENCH_PG_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const COUNT = Number(flags.count ?? process.env.BENCH_PRACTICES ?? 1_000_000);
const SECONDS = Number(flags.seconds ?? process.env.BENCH_SECONDS ?? 10);
const CONNECTIONS = Number(flags.connections ?? process.env.BENCH_CONNECTIONS ?? 20);
const SECRET = 'bench-secret-that-is-long-enough-for-hs256-signing';

/** Five cities in turn, so one cached answer cannot carry the figures. */
const NEAR = ['London', 'Paris', 'New York', 'Tokyo', 'Sydney'].map(
  (city, i) =>
    `/api/global-practices/search?location=${encodeURIComponent(city)}&radius=25` +
    `&services=${encodeURIComponent(['Dental Care', 'Vaccination', 'Microchipping', 'Consultation', 'Imaging'][i] ?? '')}`,
);

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
      QUEUE_PREFIX: 'petvet_bench_directory',
    });
    const handle = await openDatabase({ databaseUrl: config.DATABASE_URL, poolSize: 20 });
    const api = await startApi({ config, handle, logger: createLogger('bench-api', 'silent') });
    process.send?.({ url: api.url });
    return;
  }
  const app = express();
  app.get('/bare', (_req, res) => {
    res.json({ practices: [], pagination: { page: 1, limit: 20, totalPages: 0, totalCount: 0 } });
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

const line = (label: string, r: Result, base?: Result) =>
  `${label.padEnd(44)} ${r.requests.average.toFixed(0).padStart(6)} req/s   p50 ${String(r.latency.p50).padStart(4)} ms` +
  `   p99 ${String(r.latency.p99).padStart(5)} ms` +
  (base ? `   ${(r.requests.average / base.requests.average).toFixed(3)}x of bare` : '') +
  (r.non2xx || r.errors ? `   (${r.non2xx} non-2xx, ${r.errors} errors)` : '');

async function generate(db: Database, figures: Record<string, unknown>): Promise<void> {
  const t0 = Date.now();
  let shown = 0;
  const generated = await seedDemoDirectory(db, {
    count: COUNT,
    batchSize: 5_000,
    onProgress: (done, total) => {
      if (done - shown >= total / 10 || done === total) {
        shown = done;
        console.log(`  ${done} / ${total} practices, ${((Date.now() - t0) / 1000).toFixed(0)} s`);
      }
    },
  });
  figures.generateSeconds = (Date.now() - t0) / 1000;
  console.log(
    `generated ${generated.practices} practices and ${generated.services} services in ${figures.generateSeconds} s`,
  );
  // The aggregator's first run rewrites nothing (the generator stores USD prices already), so
  // vacuum now: the visibility map then lets counts read indexes alone.
  const t1 = Date.now();
  await db.execute(sql`vacuum analyze global_practices`);
  await db.execute(sql`vacuum analyze global_practice_services`);
  console.log(`vacuum analyze: ${((Date.now() - t1) / 1000).toFixed(1)} s`);
}

async function main(): Promise<void> {
  // --database NAME measures a directory kept by an earlier run (--keep) without generating it again.
  const reuse = flags.database;
  const database = reuse ?? `petvet_bench_dir_${Date.now().toString(36)}`;
  const admin = new pg.Client({ connectionString: ADMIN_URL });
  await admin.connect();
  if (!reuse) await admin.query(`create database "${database}"`);
  const url = new URL(ADMIN_URL);
  url.pathname = `/${database}`;
  const handle = await openDatabase({ databaseUrl: url.toString(), migrate: true, poolSize: 4 });
  const children: ChildProcess[] = [];
  const figures: Record<string, unknown> = {
    count: COUNT,
    seconds: SECONDS,
    connections: CONNECTIONS,
  };
  try {
    if (!reuse) await generate(handle.db, figures);
    const recompute = await recomputeStats(handle.db, createLogger('bench', 'silent'));
    figures.recomputeMs = recompute.ms;
    figures.count = recompute.totalPractices;
    console.log(`stats aggregator, one recompute: ${(recompute.ms / 1000).toFixed(1)} s`);

    const api = await start('api', { DATABASE_URL: url.toString() });
    const bare = await start('bare', {});
    children.push(api.child, bare.child);
    for (const path of NEAR) {
      const began = Date.now();
      const body = (await (await fetch(`${api.url}${path}`)).json()) as {
        pagination: { totalCount: number };
      };
      console.log(
        `probe ${path}: ${body.pagination.totalCount} practices, ${Date.now() - began} ms`,
      );
    }
    const run = (base: string, paths: string[]) =>
      autocannon({
        url: base,
        connections: CONNECTIONS,
        duration: SECONDS,
        requests: paths.map((path) => ({ method: 'GET', path })),
      });
    const results: Array<[string, Result, boolean]> = [];
    const bareGet = await run(bare.url, ['/bare']);
    results.push(['GET /bare (Express JSON)', bareGet, false]);
    results.push(['search: location + 25 km + one service', await run(api.url, NEAR), true]);
    results.push([
      'GET /api/global-practices/stats/overview',
      await run(api.url, ['/api/global-practices/stats/overview']),
      true,
    ]);
    results.push([
      'search: country=US (no point)',
      await run(api.url, ['/api/global-practices/search?country=US']),
      true,
    ]);
    results.push([
      'search: no filter at all',
      await run(api.url, ['/api/global-practices/search']),
      true,
    ]);

    console.log(
      `\n${recompute.totalPractices} practices; ${CONNECTIONS} connections, ${SECONDS} s per endpoint`,
    );
    for (const [label, result, compare] of results)
      console.log(line(label, result, compare ? bareGet : undefined));
    figures.results = results.map(([label, r]) => ({
      label,
      rps: Math.round(r.requests.average),
      p50: r.latency.p50,
      p99: r.latency.p99,
      ratio: Number((r.requests.average / bareGet.requests.average).toFixed(3)),
      non2xx: r.non2xx,
    }));
    mkdirSync('bench/results', { recursive: true });
    writeFileSync(
      `bench/results/directory-${recompute.totalPractices}.json`,
      JSON.stringify(figures, null, 2),
    );
  } finally {
    for (const child of children) child.kill('SIGTERM');
    await handle.close();
    if (flags.keep || reuse) console.log(`kept database ${database}`);
    else await admin.query(`drop database if exists "${database}" with (force)`);
    await admin.end();
  }
}

const role = process.argv.indexOf('--serve');
if (role >= 0) void serve(process.argv[role + 1] ?? 'bare');
else
  main().then(
    () => process.exit(0),
    (error: unknown) => {
      console.error(error);
      process.exit(1);
    },
  );
