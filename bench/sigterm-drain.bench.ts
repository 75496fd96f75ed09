/**
 * Stop-under-load benchmark: `npx tsx bench/sigterm-drain.bench.ts` (not part of npm test).
 * Starts the real API process on a scratch database (local PostgreSQL, dropped at the end) and
 * the local Redis, drives it with BENCH_CLIENTS (default 16) keep-alive clients sending health
 * checks, database reads and slow sign-ins (a password hash each) back to back, sends SIGTERM
 * after BENCH_SECONDS (default 2) and reports how the stop went: requests cut after they were
 * sent, answers after the stop began without `Connection: close`, and the time to exit.
 * Settings: BENCH_PG_URL, BENCH_REDIS_URL, BENCH_CLIENTS, BENCH_SECONDS, BENCH_SHUTDOWN_TIMEOUT_MS.
 */
import { createScratchDatabase } from '@petvet/shared/server';
import { spawnApiProcess } from '../services/api/src/test-support/api-process';
import {
  startKeepAliveLoad,
  type LoadRequest,
} from '../services/api/src/test-support/keep-alive-load';

const ADMIN_URL = process.env.BENCH_PG_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const REDIS_URL = process.env.BENCH_REDIS_URL ?? 'redis://127.0.0.1:6379';
const CLIENTS = Number(process.env.BENCH_CLIENTS ?? 16);
const SECONDS = Number(process.env.BENCH_SECONDS ?? 2);
const SHUTDOWN_TIMEOUT_MS = process.env.BENCH_SHUTDOWN_TIMEOUT_MS ?? '10000';

const MIX: LoadRequest[] = [
  { method: 'GET', path: '/api/healthz' },
  {
    method: 'POST',
    path: '/api/auth/login',
    body: { email: 'nobody@example.test', password: 'not-the-password-1' },
  },
  { method: 'GET', path: '/api/vets/00000000-0000-4000-8000-000000000000' },
];

const database = await createScratchDatabase(ADMIN_URL, 'petvet_bench_drain');
try {
  const api = await spawnApiProcess({
    databaseUrl: database.url,
    redisUrl: REDIS_URL,
    queuePrefix: database.name,
    env: { AUTH_RATE_LIMIT: '1000000', SHUTDOWN_TIMEOUT_MS },
  });
  const load = startKeepAliveLoad(api.url, CLIENTS, MIX);
  await new Promise((resolve) => setTimeout(resolve, SECONDS * 1000));
  const signalled = performance.now();
  api.child.kill('SIGTERM');
  let stopSeen = Number.POSITIVE_INFINITY;
  const watch = setInterval(() => {
    if (stopSeen === Number.POSITIVE_INFINITY && api.output().includes('SIGTERM: shutting down')) {
      stopSeen = performance.now();
    }
  }, 5);
  const exitCode = await api.exited;
  const exitedAfter = performance.now() - signalled;
  clearInterval(watch);
  const report = await load.finish();
  const afterStop = report.answers.filter((answer) => answer.sentAt > stopSeen);
  console.log(`clients ${CLIENTS}, SHUTDOWN_TIMEOUT_MS ${SHUTDOWN_TIMEOUT_MS}`);
  console.log(
    `answers: ${report.answers.length} (${report.answers.filter((a) => a.status >= 500).length} with 5xx)`,
  );
  console.log(
    `requests cut after being sent: ${report.broken.length} ${JSON.stringify([...new Set(report.broken.map((b) => b.message))])}`,
  );
  console.log(`connections refused (nothing sent): ${report.refused}`);
  console.log(
    `answers carrying Connection: close (given during the stop): ${report.answers.filter((a) => a.closes).length}`,
  );
  console.log(
    `answers to requests sent after the stop began: ${afterStop.length}, without Connection: close: ${afterStop.filter((a) => !a.closes).length}`,
  );
  console.log(`exit code ${exitCode}, ${(exitedAfter / 1000).toFixed(2)} s after SIGTERM`);
} finally {
  await database.drop();
}
