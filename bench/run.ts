/**
 * `npm run bench` (run it under `nice -n 19` on a shared machine): prepares the benchmark's data in
 * `petvet_bench` (kept between runs), starts the API as `npm start` does with DATABASE_URL and
 * REDIS_URL, and measures every scenario next to its bare Express twin serving the same bytes,
 * alternated in one run; then the embedded default (embedded.ts) the same way. Prints the tables
 * with each row's target and writes bench/results/latest.json.
 * Flags: --seconds S (per side, default 6), --connections C (default 32), --only TEXT (scenarios
 * whose name contains it, in both parts; a part with none is skipped), --storm-rounds N (each
 * owner books N times, default 10, in both storms), --embedded-only (skip the production part),
 * --production-only (skip the embedded part). `--only team` runs the clinic-as-a-team part alone
 * (team.ts), building only the owners it books with.
 * Settings: BENCH_PG_URL (admin URL), BENCH_DATABASE (default petvet_bench), BENCH_REDIS_URL,
 * BENCH_PORT (the API's; the twin takes the next, default 3581), BENCH_RESULTS_DIR.
 */
import { cpus, totalmem } from 'node:os';
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { createLogger } from '@petvet/shared/server';
import { parseArgs } from '../services/api/src/modules/directory/cli-support';
import { recomputeStats } from '../services/stats-aggregator/src/processors/stats-recompute.processor';
import {
  databaseUrl,
  doubleBookings,
  openBenchDatabase,
  prepareData,
  prepareStorm,
  type StormPlan,
} from './data';
import { compareScenarios } from './compare';
import { runEmbedded, type EmbeddedResult } from './embedded';
import {
  ROOT,
  loadAverage,
  printTable,
  startBare,
  startProduct,
  type BareServer,
  type RunningProduct,
} from './harness';
import { productionData } from './scenario-data';
import {
  DENSE_8,
  DENSE_SEARCHES,
  DETAIL_8,
  buildScenarios,
  densePath,
  partWanted,
} from './scenarios';
import { denseRatio, judge } from './targets';
import { checkTeam, prepareTeam, printTeamCheck, teamSingles, type TeamCheck } from './team';
import { TEAM_STORM, teamScenarios, teamWanted, type TeamPlan } from './team-scenarios';

const { flags } = parseArgs(process.argv.slice(2));
const SECONDS = Number(flags.seconds ?? 6);
const CONNECTIONS = Number(flags.connections ?? 32);
const STORM_ROUNDS = Number(flags['storm-rounds'] ?? 10);
const ADMIN_URL = process.env.BENCH_PG_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const DATABASE = process.env.BENCH_DATABASE ?? 'petvet_bench';
const REDIS_URL = process.env.BENCH_REDIS_URL ?? 'redis://127.0.0.1:6379';
export const SECRET = 'bench-secret-that-is-long-enough-for-hs256-signing';
// Two runs side by side (each on a port pair of its own) must not share ports nor results.
const API_PORT = Number(process.env.BENCH_PORT ?? 3581);
const BARE_PORT = API_PORT + 1;
const RESULTS = process.env.BENCH_RESULTS_DIR ?? path.join(ROOT, 'bench/results');

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

/** The production shape: the bench database, the API process with Redis, every scenario. */
async function runProduction() {
  const handle = await openBenchDatabase(ADMIN_URL, DATABASE);
  let api: RunningProduct | undefined;
  let bare: BareServer | undefined;
  // `--only team` needs the owners alone: the clinics and the directory are left unbuilt.
  const classic = partWanted('production', flags.only);
  try {
    await prepareData(handle, { ownersOnly: !classic });
    const recompute = classic
      ? await recomputeStats(handle.db, createLogger('bench', 'silent'))
      : { ms: 0, totalPractices: 0 };
    if (classic)
      console.log(
        `stats recomputed in ${(recompute.ms / 1000).toFixed(1)} s; ${recompute.totalPractices} practices`,
      );
    api = await startProduct(API_PORT, productEnv(), path.join(RESULTS, 'api.log'));
    bare = await startBare(BARE_PORT);
    const dense = classic ? await denseSingles(api) : [];
    if (classic)
      console.log('\ndirectory, one request at a time (median of 7, each a new question):');
    for (const d of dense)
      console.log(
        `  ${d.name.padEnd(30)} ${String(d.medianMs).padStart(6)} ms   ${d.totalCount} matches`,
      );

    const data = await productionData(handle.db);
    const build = (storm: StormPlan) =>
      buildScenarios({ data, secret: SECRET, storm, connections: CONNECTIONS }).filter(
        (s) => !flags.only || s.name.includes(flags.only),
      );
    let scenarios = build({ clinicIds: [], bookings: [] });
    // Only a run that storms frees the storm's slots: a run of other scenarios beside it leaves them.
    if (scenarios.some((s) => s.name.startsWith('booking storm')))
      scenarios = build(await prepareStorm(handle.db, STORM_ROUNDS));
    let team: TeamPlan | undefined;
    let teamCheck: TeamCheck | undefined;
    let teamSingle: Awaited<ReturnType<typeof teamSingles>> | undefined;
    if (teamWanted(flags.only)) {
      team = await prepareTeam(handle.db, api.url, STORM_ROUNDS);
      const teamRows = teamScenarios(team, CONNECTIONS, SECRET).filter(
        (s) => !flags.only || s.name.includes(flags.only),
      );
      teamSingle = await teamSingles(api.url, teamRows);
      scenarios.push(...teamRows);
    }
    // Only the storm writes after the team is built: its bookings are those made from now on.
    const teamBuilt = new Date();
    let stormCheck: Awaited<ReturnType<typeof doubleBookings>> | undefined;
    const rows = await compareScenarios(scenarios, {
      api,
      bare,
      seconds: SECONDS,
      after: async (scenario) => {
        if (scenario.name === TEAM_STORM && team)
          teamCheck = await checkTeam(handle.db, team, teamBuilt);
        else if (scenario.amount) stormCheck = await doubleBookings(handle.db);
      },
    });
    judge(rows, 'production', {
      ...(stormCheck ? { doubled: stormCheck.doubled } : {}),
      ...(teamCheck ? { overlaps: teamCheck.clinician + teamCheck.room } : {}),
    });
    console.log(
      `\n${CONNECTIONS} connections (unless named), ${SECONDS} s per side, bare twin measured just before\n`,
    );
    printTable(rows);
    const ratio = denseRatio(rows, { dense: DENSE_8, detail: DETAIL_8 });
    if (ratio) console.log(`\n${ratio.line}`);
    if (stormCheck) {
      const stormRow = rows.find((r) => r.label.startsWith('booking storm'));
      console.log(
        `\nstorm: ${JSON.stringify(stormRow?.statuses)}; appointments stored ${stormCheck.booked}; double bookings ${stormCheck.doubled}`,
      );
    }
    if (teamCheck) printTeamCheck(teamCheck, rows.find((r) => r.label === TEAM_STORM)?.statuses);
    return {
      practices: recompute.totalPractices,
      dense,
      denseRatio: ratio && { ratio: ratio.ratio, met: ratio.met },
      rows,
      storm: stormCheck,
      teamCheck,
      teamSingle,
    };
  } finally {
    bare?.stop();
    await api?.stop();
    await handle.close();
  }
}

async function main(): Promise<void> {
  const began = Date.now();
  console.log(`load average at start: ${loadAverage()}`);
  const production =
    !flags['embedded-only'] && (partWanted('production', flags.only) || teamWanted(flags.only))
      ? await runProduction()
      : undefined;
  let embedded: EmbeddedResult | undefined;
  if (!flags['production-only'] && partWanted('embedded', flags.only)) {
    embedded = await runEmbedded({
      seconds: SECONDS,
      connections: CONNECTIONS,
      ...(flags.only ? { only: flags.only } : {}),
      logFile: path.join(RESULTS, 'embedded.log'),
    });
    console.log(
      `\nembedded default (PGlite, no Redis, the demo data): ${CONNECTIONS} connections, ${SECONDS} s per side\n`,
    );
    printTable(embedded.rows);
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
        ...production,
        embedded,
        minutes,
      },
      null,
      2,
    ),
  );
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
