/**
 * PostgreSQL outage benchmark: `npx tsx bench/db-outage.bench.ts` (not part of npm test).
 * Starts a private PostgreSQL cluster (temporary folder, free port; never the machine's server),
 * the real API process on it, stops the cluster and sends reads for BENCH_SECONDS (default 5),
 * then starts the cluster again and times how long the API takes to answer again by itself.
 * Prints the statuses seen, log bytes and lines per failed request, and the recovery time.
 * Settings: BENCH_SECONDS, BENCH_REDIS_URL.
 */
import { randomBytes } from 'node:crypto';
import { spawnApiProcess } from '../services/api/src/test-support/api-process';
import { startPrivatePostgres } from '../services/api/src/test-support/private-postgres';

const SECONDS = Number(process.env.BENCH_SECONDS ?? 5);
const REDIS_URL = process.env.BENCH_REDIS_URL ?? 'redis://127.0.0.1:6379';
const READ_PATH = '/api/vets/00000000-0000-4000-8000-000000000000';

const cluster = await startPrivatePostgres();
const api = await spawnApiProcess({
  databaseUrl: cluster.url,
  redisUrl: REDIS_URL,
  queuePrefix: `bench_outage_${randomBytes(3).toString('hex')}`,
});
try {
  console.log(`healthy read: ${(await fetch(api.url + READ_PATH)).status}`);
  await cluster.stop();
  const before = api.output().length;
  const statuses = new Map<string, number>();
  let failures = 0;
  const until = Date.now() + SECONDS * 1000;
  while (Date.now() < until) {
    const res = await fetch(api.url + READ_PATH);
    await res.arrayBuffer();
    const key = `${res.status} ${res.headers.get('retry-after') ? 'Retry-After' : '-'}`;
    statuses.set(key, (statuses.get(key) ?? 0) + 1);
    if (res.status >= 500) failures += 1;
  }
  // Let the last log lines reach the pipe.
  await new Promise((resolve) => setTimeout(resolve, 300));
  const logged = api.output().slice(before);
  const bytes = Buffer.byteLength(logged);
  const lines = logged.split('\n').filter(Boolean).length;
  console.log(`PostgreSQL down for ${SECONDS} s: statuses ${JSON.stringify([...statuses])}`);
  console.log(
    `log: ${bytes} bytes, ${lines} lines for ${failures} failed reads = ` +
      `${Math.round(bytes / Math.max(failures, 1))} bytes and ${(lines / Math.max(failures, 1)).toFixed(2)} lines per failure`,
  );
  console.log(`log contains SQL text: ${/select\s|from\s+"/i.test(logged)}`);
  console.log(`sample line: ${logged.split('\n').find((line) => line.includes('request failed'))}`);
  console.log(
    `other lines: ${logged
      .split('\n')
      .filter((line) => line && !line.includes('request failed'))
      .join('\n')}`,
  );
  await cluster.start();
  const started = performance.now();
  for (;;) {
    const res = await fetch(api.url + READ_PATH);
    await res.arrayBuffer();
    if (res.status < 500) break;
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
  console.log(
    `recovered ${((performance.now() - started) / 1000).toFixed(2)} s after PostgreSQL returned`,
  );
} finally {
  api.child.kill('SIGTERM');
  await api.exited;
  await cluster.destroy();
}
