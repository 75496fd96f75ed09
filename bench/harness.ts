/**
 * What every benchmark shares: the load runner (autocannon), the bare Express twin that serves the
 * same bytes as the endpoint it stands beside, the product started as in production, the table.
 * The figure that matters is a ratio measured in one run on one machine, so each measurement of the
 * product sits next to its bare twin, taken just before it.
 */
import { fork, spawn, type ChildProcess } from 'node:child_process';
import { mkdirSync, openSync, readFileSync } from 'node:fs';
import { loadavg } from 'node:os';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

interface AutocannonResult {
  requests: { average: number; total: number };
  /** Seconds the run took, as measured (fractional). */
  duration: number;
  latency: { p50: number; p99: number; average: number };
  non2xx: number;
  errors: number;
  timeouts: number;
  statusCodeStats?: Record<string, { count: number }>;
}
type Autocannon = (options: Record<string, unknown>) => Promise<AutocannonResult>;
const autocannon = createRequire(import.meta.url)('autocannon') as Autocannon;

export interface Measured {
  label: string;
  rps: number;
  p50: number;
  p99: number;
  /** Transport errors and timeouts, plus answers outside `okStatuses`. */
  errors: number;
  requests: number;
  statuses: Record<string, number>;
  load: string;
}

export interface RequestSpec {
  method?: 'GET' | 'POST';
  path: string;
  headers?: Record<string, string>;
  body?: string;
}

export interface LoadOptions {
  url: string;
  label: string;
  connections: number;
  /** Seconds of load, or a fixed number of requests (`amount`) when that is the point (a storm). */
  seconds?: number;
  amount?: number;
  /** The i-th request; called once per request, so a mix can rotate or never repeat. */
  next: (i: number) => RequestSpec;
  /** Statuses that are answers, not errors (a storm's 409 is the expected "taken"). */
  okStatuses?: number[];
  /** Requests per second across all connections, for a steady rate (the soak). */
  overallRate?: number;
}

export const loadAverage = (): string =>
  loadavg()
    .map((n) => n.toFixed(2))
    .join(' ');

export async function measure(options: LoadOptions): Promise<Measured> {
  let i = 0;
  const result = await autocannon({
    url: options.url,
    connections: options.connections,
    ...(options.amount ? { amount: options.amount } : { duration: options.seconds ?? 10 }),
    ...(options.overallRate ? { overallRate: options.overallRate } : {}),
    timeout: 10,
    requests: [
      {
        setupRequest: (req: Record<string, unknown>) => {
          const spec = options.next(i++);
          return {
            ...req,
            method: spec.method ?? 'GET',
            path: spec.path,
            headers: {
              ...(spec.body ? { 'content-type': 'application/json' } : {}),
              ...spec.headers,
            },
            ...(spec.body ? { body: spec.body } : {}),
          };
        },
      },
    ],
  });
  const statuses = Object.fromEntries(
    Object.entries(result.statusCodeStats ?? {}).map(([code, s]) => [code, s.count]),
  );
  const ok = new Set(options.okStatuses ?? []);
  const badAnswers = Object.entries(statuses)
    .filter(([code]) => !(Number(code) < 400 || ok.has(Number(code))))
    .reduce((sum, [, n]) => sum + n, 0);
  return {
    label: options.label,
    // A fixed amount ends mid-second: per-second buckets would make the rate the amount divided by
    // a whole number of seconds, so it is the requests over the time they took.
    rps:
      Math.round(
        (options.amount ? result.requests.total / result.duration : result.requests.average) * 10,
      ) / 10,
    p50: result.latency.p50,
    p99: result.latency.p99,
    errors: result.errors + result.timeouts + badAnswers,
    requests: result.requests.total,
    statuses,
    load: loadAverage(),
  };
}

// ---------------------------------------------------------------------------------------------
// The bare twin: an Express app with nothing but routing and res.send, in its own process.

export interface BareServer {
  url: string;
  /** Serve these bodies at /bare/<name>/<index> (GET) and answer POST /bare/<name> with body 0. */
  publish(name: string, bodies: string[], status?: number): Promise<void>;
  stop(): void;
}

export function startBare(port: number): Promise<BareServer> {
  const child = fork(path.join(ROOT, 'bench/bare-server.ts'), [String(port)], {
    execArgv: ['--import', 'tsx'],
    stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
  });
  let waiting: (() => void) | undefined;
  return new Promise((resolve, reject) => {
    child.once('exit', (code) => reject(new Error(`bare server exited with ${code}`)));
    child.on('message', (message) => {
      const m = message as { ready?: boolean; published?: boolean };
      if (m.published) waiting?.();
      if (!m.ready) return;
      resolve({
        url: `http://127.0.0.1:${port}`,
        publish: (name, bodies, status = 200) =>
          new Promise((done) => {
            waiting = done;
            child.send({ name, bodies, status });
          }),
        stop: () => child.kill('SIGTERM'),
      });
    });
  });
}

// ---------------------------------------------------------------------------------------------
// The product, started as `npm start` starts it with DATABASE_URL: the API process from its main.

export interface RunningProduct {
  url: string;
  child: ChildProcess;
  /** Resident memory in MB (from /proc) of the process started: the API with the default args. */
  rssMb(): number;
  stop(): Promise<void>;
}

/**
 * Starts the product and waits until it is ready. `env` adds to this process's environment; an
 * `undefined` value removes a setting (the embedded default must not inherit a DATABASE_URL).
 * `args` are node's: by default the API process alone, as `npm start` runs it with DATABASE_URL.
 */
export async function startProduct(
  port: number,
  env: Record<string, string | undefined>,
  logFile: string,
  args: string[] = ['--import', 'tsx', path.join(ROOT, 'services/api/src/main.ts')],
): Promise<RunningProduct> {
  mkdirSync(path.dirname(logFile), { recursive: true });
  const log = openSync(logFile, 'w');
  const merged: Record<string, string | undefined> = {
    ...process.env,
    ...env,
    PORT: String(port),
    HOST: '127.0.0.1',
  };
  const child = spawn(process.execPath, args, {
    cwd: ROOT,
    env: Object.fromEntries(Object.entries(merged).filter(([, value]) => value !== undefined)),
    stdio: ['ignore', log, log],
  });
  const url = `http://127.0.0.1:${port}`;
  const began = Date.now();
  for (;;) {
    if (child.exitCode !== null) throw new Error(`the API exited with ${child.exitCode}`);
    try {
      if ((await fetch(`${url}/api/readyz`)).ok) break;
    } catch {
      // not listening yet
    }
    if (Date.now() - began > 120_000) {
      child.kill('SIGTERM');
      throw new Error('the API did not become ready in 120 s');
    }
    await new Promise((r) => setTimeout(r, 250));
  }
  return {
    url,
    child,
    rssMb: () => {
      const status = readFileSync(`/proc/${child.pid}/status`, 'utf8');
      const kb = Number(/VmRSS:\s+(\d+)/.exec(status)?.[1] ?? 0);
      return Math.round(kb / 1024);
    },
    stop: () =>
      new Promise((resolve) => {
        if (child.exitCode !== null) return resolve();
        child.once('exit', () => resolve());
        child.kill('SIGTERM');
      }),
  };
}

// ---------------------------------------------------------------------------------------------
// The table.

export interface Row extends Measured {
  /** requests/s of this row over its bare twin's, when it has one. */
  ratio?: number;
  /** The target this row is held to, and whether it met it (see targets.ts). */
  target?: string;
  met?: boolean;
}

export function printTable(rows: Row[]): void {
  const head = `${'scenario'.padEnd(46)} ${'req/s'.padStart(8)} ${'p50 ms'.padStart(7)} ${'p99 ms'.padStart(7)} ${'errors'.padStart(7)} ${'x bare'.padStart(7)}   ${'target'.padEnd(26)} ${'met?'.padEnd(7)} load`;
  console.log(head);
  console.log('-'.repeat(head.length + 12));
  for (const r of rows) {
    const met = r.met === undefined ? '' : r.met ? 'met' : 'NOT met';
    console.log(
      `${r.label.padEnd(46)} ${r.rps.toFixed(0).padStart(8)} ${String(r.p50).padStart(7)} ${String(r.p99).padStart(7)} ${String(r.errors).padStart(7)} ${(r.ratio === undefined ? '' : r.ratio.toFixed(2)).padStart(7)}   ${(r.target ?? '').padEnd(26)} ${met.padEnd(7)} ${r.load}`,
    );
  }
}

/** Deterministic randomness (mulberry32): every run asks the same questions. */
export function seededRandom(seed: number): () => number {
  let state = seed;
  return () => {
    state = (state + 0x6d2b79f5) | 0;
    let x = Math.imul(state ^ (state >>> 15), 1 | state);
    x = (x + Math.imul(x ^ (x >>> 7), 61 | x)) ^ x;
    return ((x ^ (x >>> 14)) >>> 0) / 4_294_967_296;
  };
}
