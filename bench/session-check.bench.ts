/**
 * Cost of the signed-in session check: `npx tsx bench/session-check.bench.ts` (not part of npm test).
 * Creates its own database on the local PostgreSQL, one pet owner with three pets, starts the API
 * as `npm start` does (bench/harness.ts), and measures with autocannon from this process, in turns:
 *   GET /api/healthz (no token, no database)   next to   GET /api/users/pets (token, pets query)
 * then times the session lookup alone (sequential primary-key reads through the repository),
 * and drops the database at the end. Settings: BENCH_PG_URL, BENCH_SECONDS, BENCH_ROUNDS, BENCH_CONNECTIONS.
 */
import path from 'node:path';
import { createScratchDatabase, openDatabase, schema } from '@petvet/shared/server';
import { startSession } from '../services/api/src/modules/account/session-store';
import { createSessionsRepository } from '../services/api/src/modules/account/sessions.repository';
import { ROOT, measure, printTable, startProduct, type Row, type RunningProduct } from './harness';

const ADMIN_URL = process.env.BENCH_PG_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const SECONDS = Number(process.env.BENCH_SECONDS ?? 10);
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 3);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 10);
const SECRET = 'bench-secret-that-is-long-enough-for-hs256-signing';
const API_PORT = 3585;

async function main(): Promise<void> {
  const database = await createScratchDatabase(ADMIN_URL, 'petvet_bench');
  const handle = await openDatabase({ databaseUrl: database.url, migrate: true });
  let api: RunningProduct | undefined;
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
    const token = await startSession(
      handle.db,
      { accountId: owner.id, userType: 'pet_owner', userAgent: 'bench', address: '127.0.0.1' },
      { JWT_SECRET: SECRET, JWT_EXPIRES_IN_SECONDS: 3600 },
    );
    const sessionId = (
      JSON.parse(Buffer.from(token.split('.')[1] ?? '', 'base64url').toString()) as { sid: string }
    ).sid;
    api = await startProduct(
      API_PORT,
      {
        DATABASE_URL: database.url,
        JWT_SECRET: SECRET,
        SEED_ON_START: 'false',
        LOG_LEVEL: 'silent',
        NODE_ENV: 'production',
        QUEUE_PREFIX: 'bench',
      },
      path.join(ROOT, 'bench/results/session-check-api.log'),
    );
    const url = api.url;
    const run = (label: string, route: string, headers: Record<string, string> = {}) =>
      measure({
        url,
        label,
        connections: CONNECTIONS,
        seconds: SECONDS,
        next: () => ({ path: route, headers }),
      });
    console.log(`${CONNECTIONS} connections, ${SECONDS} s per endpoint, ${ROUNDS} rounds`);
    const rows: Row[] = [];
    for (let round = 1; round <= ROUNDS; round += 1) {
      const health = await run(`#${round} GET /api/healthz`, '/api/healthz');
      const pets = await run(`#${round} GET /api/users/pets`, '/api/users/pets', {
        authorization: `Bearer ${token}`,
      });
      rows.push(health, { ...pets, ratio: Math.round((pets.rps / health.rps) * 100) / 100 });
    }
    printTable(rows);
    const sessions = createSessionsRepository(handle.db);
    const lookups = 2000;
    const t0 = performance.now();
    for (let i = 0; i < lookups; i += 1) await sessions.live(sessionId);
    console.log(
      `session lookup alone: ${((performance.now() - t0) / lookups).toFixed(3)} ms each (${lookups} in a row)`,
    );
  } finally {
    await api?.stop();
    await handle.close();
    await database.drop();
  }
}

main().then(
  () => process.exit(0),
  (error: unknown) => {
    console.error(error);
    process.exit(1);
  },
);
