/**
 * Cost of the signed-in account check: `npx tsx bench/session-check.bench.ts` (not part of npm test).
 * Creates its own database on the local PostgreSQL, one pet owner with three pets, starts the real
 * API (startApi) in a child process, and measures with autocannon from this process, in turns:
 *   GET /api/healthz (no token, no database)   next to   GET /api/users/pets (token, pets query)
 * then times the account lookup alone (sequential primary-key reads through the repository),
 * and drops the database at the end. Settings: BENCH_PG_URL, BENCH_SECONDS, BENCH_ROUNDS, BENCH_CONNECTIONS.
 */
import { fork, type ChildProcess } from 'node:child_process';
import { createRequire } from 'node:module';
import { fileURLToPath } from 'node:url';
import { createLogger, createScratchDatabase, openDatabase, schema } from '@petvet/shared/server';
import { loadConfigOrExit, startApi } from '../services/api/src/server';
import { signToken } from '../services/api/src/lib/tokens';
import { createAuthRepository } from '../services/api/src/modules/auth/auth.repository';

interface Result {
  requests: { average: number };
  latency: { p50: number; p99: number };
  non2xx: number;
  errors: number;
}
type Autocannon = (options: Record<string, unknown>) => Promise<Result>;
const autocannon = createRequire(import.meta.url)('autocannon') as Autocannon;

const ADMIN_URL = process.env.BENCH_PG_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const SECONDS = Number(process.env.BENCH_SECONDS ?? 10);
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 3);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 10);
const SECRET = 'bench-secret-that-is-long-enough-for-hs256-signing';

async function serve(): Promise<void> {
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
}

function start(env: Record<string, string>): Promise<{ child: ChildProcess; url: string }> {
  const child = fork(fileURLToPath(import.meta.url), ['--serve'], {
    env: { ...process.env, ...env },
  });
  return new Promise((resolve, reject) => {
    child.once('message', (message) => resolve({ child, url: (message as { url: string }).url }));
    child.once('exit', (code) => reject(new Error(`api server exited with ${code}`)));
  });
}

const row = (label: string, r: Result, base?: Result) =>
  `${label.padEnd(22)} ${r.requests.average.toFixed(0).padStart(6)} req/s   p50 ${String(r.latency.p50).padStart(3)} ms   p99 ${String(r.latency.p99).padStart(3)} ms   non-2xx ${r.non2xx}` +
  (base ? `   ${(r.requests.average / base.requests.average).toFixed(3)}x of healthz` : '');

async function main(): Promise<void> {
  const database = await createScratchDatabase(ADMIN_URL, 'petvet_bench');
  const handle = await openDatabase({ databaseUrl: database.url, migrate: true });
  let api: ChildProcess | undefined;
  try {
    const [owner] = await handle.db
      .insert(schema.accounts)
      .values({
        email: 'bench-owner@example.test',
        passwordHash: 'unused',
        firstName: 'Bench',
        lastName: 'Owner',
        userType: 'pet_owner',
      })
      .returning({ id: schema.accounts.id });
    if (!owner) throw new Error('no owner');
    await handle.db
      .insert(schema.pets)
      .values(['Rex', 'Tom', 'Kiwi'].map((name) => ({ ownerId: owner.id, name, species: 'Dog' })));
    const token = signToken({ sub: owner.id, userType: 'pet_owner' }, SECRET, 3600);
    const started = await start({ DATABASE_URL: database.url });
    api = started.child;
    const run = (path: string, headers: Record<string, string> = {}) =>
      autocannon({
        url: `${started.url}${path}`,
        connections: CONNECTIONS,
        duration: SECONDS,
        headers,
      });
    console.log(`${CONNECTIONS} connections, ${SECONDS} s per endpoint, ${ROUNDS} rounds`);
    for (let round = 1; round <= ROUNDS; round += 1) {
      const health = await run('/api/healthz');
      const pets = await run('/api/users/pets', { authorization: `Bearer ${token}` });
      console.log(row(`#${round} GET /api/healthz`, health));
      console.log(row(`#${round} GET /api/users/pets`, pets, health));
    }
    const accounts = createAuthRepository(handle.db);
    const lookups = 2000;
    const t0 = performance.now();
    for (let i = 0; i < lookups; i += 1) await accounts.userTypeOf(owner.id);
    console.log(
      `account lookup alone: ${((performance.now() - t0) / lookups).toFixed(3)} ms each (${lookups} in a row)`,
    );
  } finally {
    api?.kill('SIGTERM');
    await handle.close();
    await database.drop();
  }
}

if (process.argv.includes('--serve')) void serve();
else
  main().then(
    () => process.exit(0),
    (error: unknown) => {
      console.error(error);
      process.exit(1);
    },
  );
